/**
 * Spec 001 §9 export: the server answers this address with the donor database as an attachment
 * named donor-data-export-{date}.csv. A same-origin link sends the session cookie, so a plain
 * download link is the whole call; the file streams to disk without passing through the page.
 */
export const DONOR_EXPORT_URL = '/api/donors/export';
