/**
 * Has the browser download `url` (a link the server signed with `Content-Disposition: attachment`)
 * without leaving the page.
 */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
