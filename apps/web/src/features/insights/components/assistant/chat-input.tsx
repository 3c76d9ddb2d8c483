import { ASSISTANT_MESSAGE_MAX, ASSISTANT_TOO_LONG } from '@steward/domain';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format-money';

/** The counter shows from 90% of the limit. */
const COUNTER_FROM = ASSISTANT_MESSAGE_MAX * 0.9;

/** Why a question cannot be sent now, or null when it can (spec 001 §4 Chat, §5). */
export function sendBlocked(text: string, pending: boolean): 'blank' | 'pending' | 'too-long' | null {
  const length = text.trim().length;
  if (length === 0) return 'blank';
  if (pending) return 'pending';
  if (length > ASSISTANT_MESSAGE_MAX) return 'too-long';
  return null;
}

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  pending: boolean;
  inputRef: Ref<HTMLTextAreaElement>;
}

/**
 * Spec 001 §2, §5: the question box. Enter without Shift sends, Shift+Enter starts a new line;
 * nothing is sent while it is blank, over 2,000 characters, or while a reply is on its way.
 */
export function ChatInput({ value, onChange, onSend, pending, inputRef }: ChatInputProps) {
  const inputId = useId();
  const counterId = useId();
  const length = value.trim().length;
  const tooLong = length > ASSISTANT_MESSAGE_MAX;
  const blocked = sendBlocked(value, pending);

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (blocked === null) onSend();
  };

  return (
    <form
      className="flex flex-col gap-1 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked === null) onSend();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Ask about your donor data
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          id={inputId}
          rows={2}
          value={value}
          // Read-only rather than disabled while waiting: the focus stays in the box.
          readOnly={pending}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          placeholder="Ask about your donor data..."
          className="max-h-32 min-h-10 resize-none"
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="submit" size="icon" aria-label="Send" disabled={blocked !== null}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      {length >= COUNTER_FROM ? (
        <p id={counterId} className={cn('text-xs', tooLong ? 'text-red-700' : 'text-slate-600')}>
          {formatNumber(length)} / {formatNumber(ASSISTANT_MESSAGE_MAX)}
          {tooLong ? ` · ${ASSISTANT_TOO_LONG}` : null}
        </p>
      ) : null}
    </form>
  );
}
