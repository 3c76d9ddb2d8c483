import { LoadingState } from '@/components/ui/spinner';
import { useFileText } from '../../api/get-file-text';
import { PreviewProblem } from './preview-problem';

interface TextPreviewProps {
  id: string;
  name: string;
  url: string;
}

/** A text file's content, read from its signed link, as preformatted text. */
export function TextPreview({ id, name, url }: TextPreviewProps) {
  const text = useFileText(id, url);
  if (text.isPending) return <LoadingState label="Loading text..." />;
  if (text.isError) {
    return (
      <PreviewProblem title="Text file could not be displayed">
        Download the file to open it in another program.
      </PreviewProblem>
    );
  }
  return (
    <section
      aria-label={`Content of ${name}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-[65dvh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <pre className="p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800">
        {text.data}
      </pre>
    </section>
  );
}
