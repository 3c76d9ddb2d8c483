import { formatFileSize, type OutboxMessage } from '@steward/domain';
import { Paperclip } from 'lucide-react';

/** The files sent with a message, each with its size (spec 000 §9 units). */
export function OutboxAttachments({ attachments }: { attachments: OutboxMessage['attachments'] }) {
  if (attachments.length === 0) return null;
  return (
    <ul aria-label="Attachments" className="flex flex-col gap-0.5 text-slate-600">
      {attachments.map((attachment, index) => (
        // Two attachments may share a file name.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders.
        <li key={index} className="flex items-center gap-1.5">
          <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
          <span className="min-w-0 break-all">{attachment.filename}</span>
          <span className="shrink-0 text-slate-500">({formatFileSize(attachment.sizeBytes)})</span>
        </li>
      ))}
    </ul>
  );
}
