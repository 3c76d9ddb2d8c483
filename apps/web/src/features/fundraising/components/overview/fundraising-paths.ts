import { FUNDRAISING_DEPARTMENT_SLUG } from '@steward/domain';

/** The fundraising page (spec 001 §2). */
export const FUNDRAISING_PATH = `/department/${FUNDRAISING_DEPARTMENT_SLUG}`;

/** The printable report of the donor analysis, the fundraising page's "Generate Reports". */
export const FUNDRAISING_REPORT_PATH = `${FUNDRAISING_PATH}/report`;
