import type { Document } from '@steward/domain';
import {
  CircleSlash,
  Clock,
  LoaderCircle,
  type LucideIcon,
  RotateCw,
  ScanText,
  TriangleAlert,
} from 'lucide-react';
import { toast } from 'sonner';
import { focusRing } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useRetryDocumentText } from '../api/retry-document-text';
import { textStatusLabel } from '../text-status';

const ICONS: Record<Document['text']['state'], LucideIcon> = {
  waiting: Clock,
  reading: LoaderCircle,
  done: ScanText,
  'no-text': CircleSlash,
  failed: TriangleAlert,
};

interface DocumentTextStatusProps {
  document: Pick<Document, 'id' | 'name' | 'text' | 'can'>;
  /** Small under a name in a list; the viewer's is the size of its text. */
  size?: 'xs' | 'sm';
  className?: string;
}

/**
 * Where reading the document's text stands, as an icon and words (never colour alone), with Retry
 * for admins when it failed. A file without text says why in its tooltip and to screen readers.
 */
export function DocumentTextStatus({ document, size = 'xs', className }: DocumentTextStatusProps) {
  const { text } = document;
  const Icon = ICONS[text.state];
  const failed = text.state === 'failed';
  const noTextReason = text.state === 'no-text' ? text.reason : null;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1',
        size === 'xs' ? 'text-xs' : 'text-sm',
        className,
      )}
    >
      <span
        className={cn('inline-flex min-w-0 items-start gap-1', failed ? 'text-red-700' : 'text-slate-500')}
        // A long reason is cut to two lines in a list; the tooltip (and a screen reader) has it whole.
        title={noTextReason ?? (failed ? textStatusLabel(text) : undefined)}
      >
        <Icon
          aria-hidden="true"
          className={cn(
            'shrink-0',
            size === 'xs' ? 'mt-px size-3.5' : 'mt-0.5 size-4',
            text.state === 'reading' && 'motion-safe:animate-spin',
          )}
        />
        <span className={cn('wrap-anywhere', failed && size === 'xs' && 'line-clamp-2')}>
          {textStatusLabel(text)}
          {noTextReason ? <span className="sr-only">: {noTextReason}</span> : null}
        </span>
      </span>
      {failed && document.can.retryText ? <RetryTextButton document={document} /> : null}
    </div>
  );
}

/** Has the text read again; the list (and the viewer) follow the new reading. */
function RetryTextButton({ document }: { document: Pick<Document, 'id' | 'name'> }) {
  const retry = useRetryDocumentText();
  return (
    <button
      type="button"
      className={cn(
        'inline-flex items-center gap-1 rounded-sm font-medium whitespace-nowrap text-indigo-600 underline-offset-4 hover:text-indigo-500 hover:underline disabled:opacity-60',
        focusRing,
      )}
      disabled={retry.isPending}
      aria-label={`Retry reading ${document.name}`}
      onClick={() =>
        retry.mutate(document.id, {
          onSuccess: () => toast.success(`Reading "${document.name}" again`),
          onError: (error) => toast.error(`Failed to retry reading: ${errorMessage(error)}`),
        })
      }
    >
      <RotateCw aria-hidden="true" className="size-3.5" />
      Retry
    </button>
  );
}
