import type { Document } from '@steward/domain';
import { useCallback, useMemo, useState } from 'react';

export interface DocumentSelection {
  selected: Document[];
  isSelected: (id: string) => boolean;
  toggle: (document: Document) => void;
  /** Every document shown is selected / some are. */
  allShownSelected: boolean;
  someShownSelected: boolean;
  /** Selects every document shown, or clears them when all are already selected. */
  toggleAllShown: () => void;
  clear: () => void;
  /** Drops documents that no longer exist. */
  remove: (id: string) => void;
}

/**
 * Checked documents, kept across pages and filters (so one can pick from several searches), in the
 * order they were checked.
 */
export function useDocumentSelection(shown: Document[]): DocumentSelection {
  const [byId, setById] = useState<ReadonlyMap<string, Document>>(new Map());

  const toggle = useCallback((document: Document) => {
    setById((current) => {
      const next = new Map(current);
      if (next.has(document.id)) next.delete(document.id);
      else next.set(document.id, document);
      return next;
    });
  }, []);

  const remove = useCallback((id: string) => {
    setById((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setById(new Map()), []);

  return useMemo(() => {
    const shownSelected = shown.filter((document) => byId.has(document.id)).length;
    const allShownSelected = shown.length > 0 && shownSelected === shown.length;
    // A document shown again may have changed since it was checked: prefer the fresher copy.
    const fresh = new Map(shown.map((document) => [document.id, document]));
    return {
      selected: [...byId.values()].map((document) => fresh.get(document.id) ?? document),
      isSelected: (id) => byId.has(id),
      toggle,
      allShownSelected,
      someShownSelected: shownSelected > 0 && !allShownSelected,
      toggleAllShown: () =>
        setById((current) => {
          const next = new Map(current);
          for (const document of shown) {
            if (allShownSelected) next.delete(document.id);
            else next.set(document.id, document);
          }
          return next;
        }),
      clear,
      remove,
    };
  }, [byId, shown, toggle, clear, remove]);
}
