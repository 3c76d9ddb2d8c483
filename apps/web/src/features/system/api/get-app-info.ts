import type { AppInfo } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemKeys } from './query-keys';

export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return api.get<AppInfo>('/api/app-info', { signal });
}

/** Version, demo mode and demo sign-in: fixed for the life of a server process, so fetched once. */
export function useAppInfo() {
  return useQuery({
    queryKey: systemKeys.appInfo(),
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });
}
