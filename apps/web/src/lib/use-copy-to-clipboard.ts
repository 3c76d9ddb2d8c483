import { COPY_CONFIRMATION_MS } from '@steward/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Copies text to the clipboard; `copied` is true for COPY_CONFIRMATION_MS afterwards. `copy` resolves
 * false when the browser refuses (no permission, insecure page), so the caller can offer another way.
 */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return true;
  }, []);

  return { copied, copy };
}
