import { type Document, emailDraftSchema, LIMITS } from '@steward/domain';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSendEmail } from '../api/send-email';
import { announceDelivery } from './announce-delivery';
import { SelectedDocumentsSummary } from './selected-documents-summary';

interface EmailDocumentsFormProps {
  documents: Document[];
  onSent: () => void;
}

interface DraftValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  message: string;
  includeLinks: boolean;
  includeAttachments: boolean;
}

/**
 * Spec 000 §3 Email draft: to, cc, bcc, subject, message, include links (on), attach files (off).
 * Checked with the API's rules (emailDraftSchema) before anything is sent: the first problem shows
 * above the buttons, its field marked and described by it, until a field is edited.
 */
export function EmailDocumentsForm({ documents, onSent }: EmailDocumentsFormProps) {
  const send = useSendEmail();
  const busy = send.isPending;
  const { values, errors, error, ready, change, setValues, handleSubmit } = useSchemaForm(
    emailDraftSchema(documents.map((document) => document.id)),
    (): DraftValues => ({
      to: '',
      cc: '',
      bcc: '',
      subject: '',
      message: '',
      includeLinks: true,
      includeAttachments: false,
    }),
    {
      busy,
      // Spec 000 §5: the subject is required for Send.
      ready: ({ subject }) => subject.trim() !== '',
      report: 'form',
      onSave: (draft) =>
        send.mutate(draft, {
          onSuccess: (result) => {
            announceDelivery(result);
            onSent();
          },
          onError: (cause) => {
            const reason = errorMessage(cause, '');
            toast.error('Failed to send email. Please try again.', { description: reason || undefined });
          },
        }),
    },
  );
  const ids = useId();
  const problemId = `${ids}-problem`;

  /** A choice answers no problem: the message shown stays. */
  function choose(key: 'includeLinks' | 'includeAttachments', checked: boolean) {
    setValues((current) => ({ ...current, [key]: checked }));
  }

  const field = (key: 'to' | 'cc' | 'bcc' | 'subject' | 'message') => ({
    id: `${ids}-${key}`,
    name: key,
    invalid: errors[key] !== undefined,
    problemId,
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField {...field('to')} label="To">
        {(control) => (
          <Input
            {...control}
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.org, another@example.org"
            value={values.to}
            onChange={(event) => change('to', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('cc')} label="Cc" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="email"
              autoComplete="off"
              value={values.cc}
              onChange={(event) => change('cc', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField {...field('bcc')} label="Bcc" optional>
          {(control) => (
            <Input
              {...control}
              inputMode="email"
              autoComplete="off"
              value={values.bcc}
              onChange={(event) => change('bcc', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
      </div>
      <p className="-mt-2 text-xs text-slate-500">Separate several addresses with commas or spaces.</p>
      <FormField {...field('subject')} label="Subject">
        {(control) => (
          <Input
            {...control}
            maxLength={LIMITS.email.subject}
            value={values.subject}
            onChange={(event) => change('subject', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField {...field('message')} label="Message" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            maxLength={LIMITS.email.message}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">What to send</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-links`}
            checked={values.includeLinks}
            onChange={(event) => choose('includeLinks', event.target.checked)}
            disabled={busy}
          />
          <label htmlFor={`${ids}-links`} className="text-sm text-slate-700">
            Include links
          </label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${ids}-attachments`}
            checked={values.includeAttachments}
            onChange={(event) => choose('includeAttachments', event.target.checked)}
            disabled={busy}
          />
          <label htmlFor={`${ids}-attachments`} className="text-sm text-slate-700">
            Attach files
          </label>
        </div>
      </fieldset>
      <SelectedDocumentsSummary documents={documents} includeAttachments={values.includeAttachments} />
      {error ? (
        <ErrorMessage>
          <span id={problemId}>{error}</span>
        </ErrorMessage>
      ) : null}
      <DialogActions
        className="mt-2"
        submitLabel="Send Email"
        busyLabel="Sending..."
        submitIcon={<Send aria-hidden="true" />}
        busy={busy}
        disabled={!ready}
      />
    </form>
  );
}
