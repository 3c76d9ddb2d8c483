import { type Document, sendEmailRequestSchema, splitAddresses } from '@steward/domain';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogClose } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSendEmail } from '../api/send-email';
import { SelectedDocumentsSummary } from './selected-documents-summary';

interface EmailDocumentsFormProps {
  documents: Document[];
  onSent: () => void;
}

const FIELDS = ['to', 'cc', 'bcc', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

function isField(value: unknown): value is Field {
  return (FIELDS as readonly unknown[]).includes(value);
}

/** Spec 000 §3 Email draft: to, cc, bcc, subject, message, include links (on), attach files (off). */
export function EmailDocumentsForm({ documents, onSent }: EmailDocumentsFormProps) {
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [bcc, setBcc] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [includeLinks, setIncludeLinks] = useState(true);
  const [includeAttachments, setIncludeAttachments] = useState(false);
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const send = useSendEmail();
  const busy = send.isPending;
  const ids = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !subject.trim()) return;
    const parsed = sendEmailRequestSchema.safeParse({
      to: splitAddresses(to),
      cc: splitAddresses(cc),
      bcc: splitAddresses(bcc),
      subject,
      message,
      includeLinks,
      includeAttachments,
      documentIds: documents.map((document) => document.id),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0];
      setProblem({
        field: isField(field) ? field : null,
        message: issue?.message ?? 'Please check the form',
      });
      return;
    }
    setProblem(null);
    send.mutate(parsed.data, {
      onSuccess: ({ recipients, delivery }) => {
        toast.success(`Email sent successfully to ${recipients.join(', ')}!`, {
          description:
            delivery === 'outbox'
              ? 'No mail server is configured, so the message was kept in the outbox.'
              : undefined,
        });
        onSent();
      },
      onError: (error) => {
        const reason = errorMessage(error, '');
        toast.error('Failed to send email. Please try again.', { description: reason || undefined });
      },
    });
  }

  const fieldProps = (field: Field) => ({
    id: `${ids}-${field}`,
    // Editing answers the problem shown; Send checks again.
    onInput: () => setProblem(null),
    disabled: busy,
    'aria-invalid': problem?.field === field ? true : undefined,
    'aria-describedby': problem?.field === field ? `${ids}-problem` : undefined,
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-to`}>To</Label>
        <Input
          {...fieldProps('to')}
          inputMode="email"
          autoComplete="off"
          placeholder="name@example.org, another@example.org"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-cc`}>
            Cc <span className="font-normal text-slate-500">(optional)</span>
          </Label>
          <Input
            {...fieldProps('cc')}
            inputMode="email"
            autoComplete="off"
            value={cc}
            onChange={(event) => setCc(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${ids}-bcc`}>
            Bcc <span className="font-normal text-slate-500">(optional)</span>
          </Label>
          <Input
            {...fieldProps('bcc')}
            inputMode="email"
            autoComplete="off"
            value={bcc}
            onChange={(event) => setBcc(event.target.value)}
          />
        </div>
      </div>
      <p className="-mt-2 text-xs text-slate-500">Separate several addresses with commas or spaces.</p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-subject`}>Subject</Label>
        <Input
          {...fieldProps('subject')}
          maxLength={300}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-message`}>
          Message <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Textarea
          {...fieldProps('message')}
          rows={4}
          maxLength={20_000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">What to send</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-links`}
            checked={includeLinks}
            onChange={(event) => setIncludeLinks(event.target.checked)}
            disabled={busy}
          />
          <label htmlFor={`${ids}-links`} className="text-sm text-slate-700">
            Include links
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-attachments`}
            checked={includeAttachments}
            onChange={(event) => setIncludeAttachments(event.target.checked)}
            disabled={busy}
          />
          <label htmlFor={`${ids}-attachments`} className="text-sm text-slate-700">
            Attach files
          </label>
        </div>
      </fieldset>
      <SelectedDocumentsSummary documents={documents} includeAttachments={includeAttachments} />
      {problem ? (
        <ErrorMessage>
          <span id={`${ids}-problem`}>{problem.message}</span>
        </ErrorMessage>
      ) : null}
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy || !subject.trim()}>
          {busy ? <Spinner className="size-4 text-current" /> : <Send aria-hidden="true" />}
          {busy ? 'Sending...' : 'Send Email'}
        </Button>
      </div>
    </form>
  );
}
