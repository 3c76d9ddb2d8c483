/** `/api/batches/{id}` and the addresses under it. */
export function batchUrl(id: string, rest = ''): string {
  return `/api/batches/${encodeURIComponent(id)}${rest}`;
}
