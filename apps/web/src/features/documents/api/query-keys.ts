import type { DocumentLinkDisposition, DocumentListQuery } from '@steward/domain';

export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.lists(), query] as const,
  link: (id: string, disposition: DocumentLinkDisposition) =>
    [...documentKeys.all, 'link', id, disposition] as const,
  content: (id: string) => [...documentKeys.all, 'content', id] as const,
  text: (id: string, url: string) => [...documentKeys.all, 'text', id, url] as const,
};
