import { DEPARTMENTS, FUNDRAISING_DEPARTMENT_SLUG } from './departments';

// User-facing texts of the specification that both the server and the web app show, written once.

/** An unknown /operations/{category}, on the page and from the API (spec 000 §2 Routes). */
export const CATEGORY_NOT_FOUND = 'Category Not Found';

/** An unknown /department/{department}, on the page and from the API (spec 000 §2 Routes). */
export const DEPARTMENT_NOT_FOUND = 'Department Not Found';

/** The text editor's notice for a file that is not text (spec 000 §2 Documents, §8 Editor). */
export const FILE_NOT_EDITABLE = 'File Not Editable';

/** An invitation link whose lookup failed (spec 000 §8 Invitation page). */
export const INVALID_INVITATION = 'Invalid or expired invitation';

/** A donor document sync that found nothing to merge (spec 001 §8 Sync). */
export const NOTHING_TO_SYNC = 'No new donor data documents found to sync';

/** An upload with no file (spec 000 §5 Upload). */
export const NO_FILE_SELECTED = 'Please select at least one file to upload';

/** A donor file that is not CSV (spec 001 §8 Upload, wrong extension). */
export const UNSUPPORTED_FORMAT = 'Unsupported file format. Please use CSV files.';

/** A donor document sync that merged nothing, with the first document's reason (spec 001 §8 Sync). */
export function syncFailed(error: string): string {
  return `Sync failed: ${error}`;
}

/** An upload or integration without its category (spec 000 §5). */
export const SELECT_A_CATEGORY = 'Please select a category';

/** A failure that carries no message of its own (spec 001 §8 Upload, non-standard error). */
export const UNKNOWN_ERROR = 'Unknown error occurred';

/** Spec 001 §2: what a non-administrator sees instead of the fundraising department. */
export function fundraisingRestrictedMessage(departmentName: string): string {
  return `You don't have access to the ${departmentName} department. This area contains sensitive donor information and requires administrator privileges.`;
}

function departmentName(slug: string): string {
  const department = DEPARTMENTS.find((candidate) => candidate.slug === slug);
  if (!department) throw new Error(`No department "${slug}"`);
  return department.name;
}

/** The fundraising area's Access Restricted text, naming its department (spec 001 §2 Fundraising page). */
export const FUNDRAISING_RESTRICTED = fundraisingRestrictedMessage(
  departmentName(FUNDRAISING_DEPARTMENT_SLUG),
);
