import { PRODUCT_NAME } from '@steward/domain';
import { useEffect } from 'react';

/** Sets the tab title to "{heading} · Steward" while the calling screen is shown. */
export function useDocumentTitle(heading: string): void {
  useEffect(() => {
    document.title = heading ? `${heading} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [heading]);
}
