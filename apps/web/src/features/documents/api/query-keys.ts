import type { DocumentLinkDisposition, DocumentListQuery } from '@steward/domain';

export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.lists(), query] as const,
  detail: (id: string) => [...documentKeys.all, 'detail', id] as const,
  link: (id: string, disposition: DocumentLinkDisposition) =>
    [...documentKeys.all, 'link', id, disposition] as const,
  content: (id: string) => [...documentKeys.all, 'content', id] as const,
  fileText: (id: string, url: string) => [...documentKeys.all, 'file-text', id, url] as const,
  /** The text read out of the document; `read` tells one reading from the next (version and state). */
  text: (id: string, read: string) => [...documentKeys.all, 'text', id, read] as const,
  suggestions: (id: string) => [...documentKeys.all, 'suggestions', id] as const,
};
