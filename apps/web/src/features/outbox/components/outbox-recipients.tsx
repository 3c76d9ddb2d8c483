import type { OutboxMessage } from '@steward/domain';

/** To, Cc and Bcc, each labelled; Cc and Bcc only when the message had them. */
export function OutboxRecipients({ message }: { message: OutboxMessage }) {
  const lines: [label: string, addresses: string[]][] = [
    ['To', message.recipients],
    ['Cc', message.cc],
    ['Bcc', message.bcc],
  ];
  return (
    <dl className="flex flex-col gap-0.5">
      {lines
        .filter(([label, addresses]) => label === 'To' || addresses.length > 0)
        .map(([label, addresses]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="shrink-0 font-medium text-slate-500">{label}:</dt>
            <dd className="min-w-0 break-words text-slate-800">{addresses.join(', ') || '—'}</dd>
          </div>
        ))}
    </dl>
  );
}
