import { donorKeys } from '@/lib/giving/donor-keys';

/**
 * A donor's page: its profile and its pages of gifts, under the donor keys so that anything that
 * refreshes every donor view (an import, a sync, Clear All Data) refreshes the page too.
 */
export const donorRecordKeys = {
  /** Every donor's page. */
  records: () => [...donorKeys.all, 'record'] as const,
  /** Everything of one donor: the profile and every page of gifts. */
  record: (id: string) => [...donorRecordKeys.records(), id] as const,
  profile: (id: string) => [...donorRecordKeys.record(id), 'profile'] as const,
  gifts: (id: string, page: number) => [...donorRecordKeys.record(id), 'gifts', page] as const,
  /** Every page and query of the All Donors directory. */
  directory: () => [...donorKeys.all, 'directory'] as const,
};
