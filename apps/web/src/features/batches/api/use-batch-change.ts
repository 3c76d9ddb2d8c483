import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchKeys } from './query-keys';

/**
 * A change of a batch's state (commit, deposit, reopen, a correction), audited: the batch and the
 * lists are read again, since its state, figures and what may be done next all change with it.
 */
export function useBatchChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
