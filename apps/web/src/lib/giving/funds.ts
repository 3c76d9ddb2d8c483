import type {
  EntryFundList,
  Fund,
  FundInput,
  FundList,
  FundMergeResult,
  NewFundInput,
} from '@steward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { batchKeys } from './batch-keys';

export const fundKeys = {
  /** Every fund with its accounts and gift count (admins). */
  list: ['giving-funds'] as const,
  /** The active funds gift entry offers (admins and counters). */
  entry: [...batchKeys.all, 'funds'] as const,
};

/** GET /api/giving/funds: the fund list of Giving -> Settings. */
export function useFundList() {
  return useQuery({
    queryKey: fundKeys.list,
    queryFn: ({ signal }) => api.get<FundList>('/api/giving/funds', { signal }),
  });
}

/** GET /api/batches/funds: the active funds, and whether the member may add one ("New fund: X"). */
export function useEntryFunds() {
  return useQuery({
    queryKey: fundKeys.entry,
    queryFn: ({ signal }) => api.get<EntryFundList>('/api/batches/funds', { signal }),
  });
}

/** A change of the list reaches both lists, and the batches whose gifts a rename or merge moved. */
function useFundChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { audited: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: fundKeys.list }),
        queryClient.invalidateQueries({ queryKey: batchKeys.all }),
      ]);
    },
  });
}

/** POST /api/giving/funds (admins): 409 with the existing fund's id when the name is taken. Audited. */
export function createFund(input: NewFundInput): Promise<Fund> {
  return api.post<Fund>('/api/giving/funds', input);
}

export function useCreateFund() {
  return useFundChange(createFund);
}

/** PATCH /api/giving/funds/{id}: a rename moves every gift to the new name. Audited. */
export function useUpdateFund() {
  return useFundChange(({ id, input }: { id: string; input: FundInput }) =>
    api.patch<Fund>(`/api/giving/funds/${id}`, input),
  );
}

/** POST /api/giving/funds/{id}/merge: every gift of the fund moves to `intoFundId`. Audited. */
export function useMergeFund() {
  return useFundChange(({ id, intoFundId }: { id: string; intoFundId: string }) =>
    api.post<FundMergeResult>(`/api/giving/funds/${id}/merge`, { intoFundId }),
  );
}
