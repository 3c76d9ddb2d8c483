import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { duplicateKeys } from '@/lib/giving/duplicate-keys';
import { donorRecordKeys } from './donor-record-keys';

/** "Not a duplicate": the two donors are never suggested as one person again. */
export function dismissDuplicate(donorIds: [string, string]): Promise<void> {
  return api.post<void>('/api/donors/duplicates/dismissals', { donorIds });
}

/** The list, its counts and both donors' pages (their possible duplicates) are read again. */
export function useDismissDuplicate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissDuplicate,
    meta: { audited: true },
    onSuccess: (_result, donorIds) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: duplicateKeys.all() }),
        ...donorIds.map((id) => queryClient.invalidateQueries({ queryKey: donorRecordKeys.record(id) })),
      ]),
  });
}
