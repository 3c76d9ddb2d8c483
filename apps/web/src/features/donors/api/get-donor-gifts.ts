import { type DonorGiftPage, LIMITS } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorRecordKeys } from './donor-record-keys';

/** Gifts on one page of a donor's page (the server's default too). */
export const DONOR_GIFTS_PAGE_SIZE = LIMITS.donors.giftsPageSize;

export function getDonorGifts(id: string, page: number, signal?: AbortSignal): Promise<DonorGiftPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(DONOR_GIFTS_PAGE_SIZE) });
  return api.get<DonorGiftPage>(`/api/donors/${encodeURIComponent(id)}/gifts?${params}`, { signal });
}

/** One page of a donor's gifts, newest first. */
export function useDonorGifts(id: string, page: number) {
  return useQuery({
    queryKey: donorRecordKeys.gifts(id, page),
    queryFn: ({ signal }) => getDonorGifts(id, page, signal),
    // Paging keeps the last page on screen, its buttons waiting, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}
