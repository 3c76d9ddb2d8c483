import { Bot, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { ChatMessage } from './chat-message';

const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'HH:mm', in the browser's time zone. */
export function formatChatTime(value: Date): string {
  return TIME.format(value);
}

function ShortList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold text-slate-700">{title}</p>
      <ul aria-label={title} className="mt-1 list-disc space-y-0.5 pl-4 text-sm">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the answer arrives.
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One message of the chat: the member's questions on the right, the assistant's answers on the
 * left with their insights and recommendations, and who answered.
 */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const mine = message.type === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
          mine && 'rounded-br-sm bg-indigo-600 text-white',
          !mine && !message.failed && 'rounded-bl-sm bg-slate-100 text-slate-900',
          !mine &&
            message.failed &&
            'rounded-bl-sm bg-amber-50 text-amber-900 ring-1 ring-amber-200 ring-inset',
        )}
      >
        <p className="sr-only">{mine ? 'You:' : 'Assistant:'}</p>
        {message.failed ? <TriangleAlert aria-hidden="true" className="mb-1 size-4 text-amber-600" /> : null}
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
        {message.analysis ? (
          <>
            <ShortList title="Insights" items={message.analysis.insights} />
            <ShortList title="Recommendations" items={message.analysis.recommendations} />
          </>
        ) : null}
        <div
          className={cn(
            'mt-1 flex items-center gap-2 text-xs',
            mine ? 'justify-end text-indigo-100' : 'text-slate-600',
          )}
        >
          {message.source === 'built-in' ? (
            <Badge className="gap-1">
              <Bot aria-hidden="true" className="size-3" />
              Built-in analyst
            </Badge>
          ) : null}
          <time dateTime={message.timestamp.toISOString()}>{formatChatTime(message.timestamp)}</time>
        </div>
      </div>
    </li>
  );
}
