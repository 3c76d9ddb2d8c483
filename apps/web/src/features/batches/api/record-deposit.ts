import { api } from '@/lib/api-client';
import { batchUrl } from './batch-url';
import { useBatchChange } from './use-batch-change';

/** Marks a committed batch deposited on the day the bank took it. */
export function recordDeposit({ id, depositDate }: { id: string; depositDate: string }): Promise<unknown> {
  return api.post<unknown>(batchUrl(id, '/deposit'), { depositDate });
}

export function useRecordDeposit() {
  return useBatchChange(recordDeposit);
}
