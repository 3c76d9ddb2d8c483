/**
 * A batch's printable files. Same-origin GET links send the session cookie, so a plain download link
 * is the whole call and the file streams to disk without passing through the page.
 */
function fileUrl(batchId: string, file: string): string {
  return `/api/batches/${encodeURIComponent(batchId)}/${file}`;
}

export const batchReportPdfUrl = (batchId: string) => fileUrl(batchId, 'report.pdf');
export const batchReportCsvUrl = (batchId: string) => fileUrl(batchId, 'report.csv');
export const depositSlipUrl = (batchId: string) => fileUrl(batchId, 'deposit-slip.pdf');
