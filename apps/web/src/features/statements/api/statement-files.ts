/**
 * A run's files. Same-origin GET links send the session cookie, so a plain link is the whole call and
 * the file streams to disk (or the browser's PDF viewer) without passing through the page.
 */
function runPath(runId: string): string {
  return `/api/statements/runs/${encodeURIComponent(runId)}`;
}

/** Every statement of the run (and the combined PDF) as one ZIP. */
export function statementZipUrl(runId: string): string {
  return `${runPath(runId)}/zip`;
}

/** One PDF of every statement in postal-code order, for printing and mailing. */
export function combinedStatementsUrl(runId: string): string {
  return `${runPath(runId)}/combined`;
}

/** One donor's statement. */
export function donorStatementUrl(runId: string, donorId: string): string {
  return `${runPath(runId)}/recipients/${encodeURIComponent(donorId)}/pdf`;
}
