import { useQuery } from '@tanstack/react-query';
import { documentKeys } from './query-keys';

/** The text behind a signed document link (not an API call: the link carries its own permission). */
export async function getFileText(url: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The file could not be read (${response.status})`);
  return response.text();
}

/** A text file's own bytes as text, for the viewer's preview. */
export function useFileText(id: string, url: string) {
  return useQuery({
    queryKey: documentKeys.fileText(id, url),
    queryFn: ({ signal }) => getFileText(url, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
