import { ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface MessageBodyToggleProps {
  open: boolean;
  /** The id of the MessageBody it shows and hides (named only while it is shown). */
  controls: string;
  onToggle: () => void;
}

/** The disclosure button for a message's text. */
export function MessageBodyToggle({ open, controls, onToggle }: MessageBodyToggleProps) {
  return (
    <Button
      variant="link"
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      {open ? 'Hide message' : 'Show message'}
    </Button>
  );
}

/** The message's text body exactly as sent: line breaks kept, long lines wrapped. */
export function MessageBody({ id, text }: { id: string; text: string }) {
  return (
    <pre
      id={id}
      className="max-h-96 w-full overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere text-slate-800"
    >
      {text || '(no text)'}
    </pre>
  );
}
