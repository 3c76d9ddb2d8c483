import type { AppInfo } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Kept on sign-out (keepOnSignOut): the same for every account. */
const appInfoKey = ['system', 'app-info'] as const;

export function getAppInfo(signal?: AbortSignal): Promise<AppInfo> {
  return api.get<AppInfo>('/api/app-info', { signal });
}

/**
 * Version, demo mode, demo sign-in, upload limit and outside services: what the shell and several
 * features show. Fixed for the life of a server process, so fetched once.
 */
export function useAppInfo() {
  return useQuery({
    queryKey: appInfoKey,
    queryFn: ({ signal }) => getAppInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { keepOnSignOut: true },
  });
}
