import { useLocation } from 'react-router';
import { donorRecordPath, givingDonorPath } from './donor-record-paths';
import { GIVING_PATH } from './fundraising-paths';

/**
 * Whether the page was opened under Giving (/giving/...) rather than at its older address in the
 * fundraising department: its links then stay under Giving, whose navigation is on screen.
 */
export function useUnderGiving(): boolean {
  return useLocation().pathname.startsWith(`${GIVING_PATH}/`);
}

/** The address of a donor's page in the family of addresses this page was opened under. */
export function useDonorPagePath(): (donorId: string) => string {
  return useUnderGiving() ? givingDonorPath : donorRecordPath;
}
