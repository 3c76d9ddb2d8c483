import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchKeys } from '@/lib/giving/batch-keys';

/**
 * A change of a batch's state (commit, deposit, reopen, an adjustment and its decision), audited:
 * the batch and the lists are read again, since its state, figures and what may be done next all
 * change with it. Read again, not waited for: the change often removes the button that made it (a
 * committed batch has no Commit), and its `mutate` callbacks (the toast) only run while it is there.
 */
export function useBatchChange<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: batchKeys.all });
    },
  });
}
