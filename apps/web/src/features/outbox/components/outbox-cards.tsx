import type { OutboxMessage } from '@steward/domain';
import { useId, useState } from 'react';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { DeliveryError } from './delivery-error';
import { MessageBody, MessageBodyToggle } from './message-body';
import { CreatedTime, SentTime } from './message-times';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxRecipients } from './outbox-recipients';
import { OutboxStatusBadge } from './outbox-status-badge';

function OutboxCard({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <CardListItem>
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-slate-900">{message.subject}</span>
        <OutboxStatusBadge status={message.status} />
      </div>
      <DeliveryError message={message} />
      <OutboxRecipients message={message} />
      <OutboxAttachments attachments={message.attachments} />
      <Facts
        items={[
          ['Created', <CreatedTime key="created" message={message} />],
          ['Sent', <SentTime key="sent" message={message} />],
          ['Attempts', message.attempts],
        ]}
      />
      <div className="flex flex-col items-start gap-2">
        <MessageBodyToggle open={open} controls={bodyId} onToggle={() => setOpen((value) => !value)} />
        {open ? <MessageBody id={bodyId} text={message.textBody} /> : null}
      </div>
    </CardListItem>
  );
}

/** Narrow screens: one card per message with the same facts as the table. */
export function OutboxCards({ messages }: { messages: OutboxMessage[] }) {
  return (
    <CardList label="Outbox messages">
      {messages.map((message) => (
        <OutboxCard key={message.id} message={message} />
      ))}
    </CardList>
  );
}
