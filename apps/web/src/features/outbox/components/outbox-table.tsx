import type { OutboxMessage } from '@steward/domain';
import { useId, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { DeliveryError } from './delivery-error';
import { MessageBody, MessageBodyToggle } from './message-body';
import { CreatedTime, SentTime } from './message-times';
import { OutboxAttachments } from './outbox-attachments';
import { OutboxRecipients } from './outbox-recipients';
import { OutboxStatusBadge } from './outbox-status-badge';

const COLUMNS = 6;

function OutboxRow({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <>
      <tr className="align-top">
        <TableCell className="min-w-36 align-top">
          <div className="flex flex-col items-start gap-1.5">
            <OutboxStatusBadge status={message.status} />
            <DeliveryError message={message} />
          </div>
        </TableCell>
        <TableCell className="min-w-52 align-top">
          <OutboxRecipients message={message} />
        </TableCell>
        <TableCell className="min-w-56 align-top">
          <div className="flex flex-col items-start gap-1.5">
            <span className="font-medium break-words text-slate-900">{message.subject}</span>
            <OutboxAttachments attachments={message.attachments} />
            <MessageBodyToggle open={open} controls={bodyId} onToggle={() => setOpen((value) => !value)} />
          </div>
        </TableCell>
        <TableCell className="whitespace-nowrap align-top">
          <CreatedTime message={message} />
        </TableCell>
        <TableCell className="whitespace-nowrap align-top">
          <SentTime message={message} />
        </TableCell>
        <TableCell className="text-right align-top tabular-nums">{message.attempts}</TableCell>
      </tr>
      {open ? (
        <tr>
          <TableCell colSpan={COLUMNS} className="bg-slate-50/60 pt-0">
            <MessageBody id={bodyId} text={message.textBody} />
          </TableCell>
        </tr>
      ) : null}
    </>
  );
}

/** Wide screens: one row per message; its text opens in a row beneath. */
export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  return (
    <Table label="Outbox messages">
      <TableHead>
        <tr>
          <TableHeader>Status</TableHeader>
          <TableHeader>Recipients</TableHeader>
          <TableHeader>Message</TableHeader>
          <TableHeader>Created</TableHeader>
          <TableHeader>Sent</TableHeader>
          <TableHeader className="text-right">Attempts</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {messages.map((message) => (
          <OutboxRow key={message.id} message={message} />
        ))}
      </TableBody>
    </Table>
  );
}
