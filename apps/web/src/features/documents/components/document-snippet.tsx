import type { SnippetPart } from '@steward/domain';
import { cn } from '@/lib/cn';

/**
 * Where the search words were found in the document's text: the matched words marked, every part
 * shown as text (the snippet is the document's own words, never markup).
 */
export function DocumentSnippet({ parts, className }: { parts: SnippetPart[]; className?: string }) {
  if (parts.length === 0) return null;
  return (
    <p className={cn('line-clamp-3 text-xs leading-relaxed wrap-anywhere text-slate-600', className)}>
      <span className="sr-only">Found in the text: </span>…
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed, in the server's order.
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-slate-900">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed, in the server's order.
          <span key={index}>{part.text}</span>
        ),
      )}
      …
    </p>
  );
}
