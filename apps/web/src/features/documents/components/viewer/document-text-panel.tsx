import type { Document } from '@steward/domain';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDocumentText } from '../../api/get-document-text';
import { isTextPending } from '../../text-status';
import { PreviewProblem } from './preview-problem';

/** The text read out of the document, as plain wrapped text the reader can scroll through. */
export function DocumentTextPanel({ document }: { document: Document }) {
  const text = useDocumentText(document, true);
  if (text.isPending) return <LoadingState label="Loading text..." />;
  if (text.isError) {
    return (
      <PreviewProblem title="The text could not be loaded">
        Failed to load the text: {errorMessage(text.error)}
      </PreviewProblem>
    );
  }
  if (text.data.text.trim() === '') {
    const message = isTextPending(text.data)
      ? 'The text has not been read yet.'
      : text.data.state === 'failed'
        ? 'The text could not be read.'
        : 'No text was found in this document.';
    return <PreviewProblem title={message} alert={false} />;
  }
  return (
    <section
      aria-label={`Text of ${document.name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-[65dvh] overflow-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <p className="max-w-prose p-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-800 sm:p-5">
        {text.data.text}
      </p>
    </section>
  );
}
