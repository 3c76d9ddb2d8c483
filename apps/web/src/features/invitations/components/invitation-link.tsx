import type { CreatedInvitation } from '@steward/domain';
import { Check, Copy, Mail } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** Spec 000 §2: the shareable link is {origin}/invite/{token}. */
function invitationUrl(token: string): string {
  return `${window.location.origin}/invite/${encodeURIComponent(token)}`;
}

/** What became of the invitation email, never more than is true: "sent" once the mail server took it. */
export function deliveryText({ delivery, deliveryError, invitation }: CreatedInvitation): string {
  const email = invitation.email;
  const reason = deliveryError ? ` (${deliveryError})` : '';
  switch (delivery) {
    case 'sent':
      return `The invitation email was sent to ${email}.`;
    case 'queued':
      return `The invitation email to ${email} is queued, not sent yet: the mail server has not accepted it${reason}. Steward will try again; you can also share the link yourself.`;
    case 'failed':
      return `The invitation email to ${email} could not be sent${reason}. Share the link with ${email} yourself.`;
    case 'outbox':
      return `No mail server is set up, so the invitation email was kept in the outbox, not sent. Share the link with ${email} yourself.`;
  }
}

interface InvitationLinkProps {
  created: CreatedInvitation;
  onDone: () => void;
}

/** The invite dialog's success view: the link with a copy control, how the email went, and Done. */
export function InvitationLink({ created, onDone }: InvitationLinkProps) {
  const { copied, copy } = useCopyToClipboard();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const url = invitationUrl(created.token);

  // The form that had focus is gone: put focus on the link, which selects it ready to copy.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  async function handleCopy() {
    if (await copy(url)) return;
    inputRef.current?.select();
    toast.error('Could not copy the link. It is selected: copy it with your keyboard.');
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${ids}-link`}>Invitation link</Label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={`${ids}-link`}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          <Button variant="secondary" onClick={() => void handleCopy()} className="w-28">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? 'Link copied to the clipboard' : ''}
        </p>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>{deliveryText(created)}</span>
      </p>
      <Button onClick={onDone} className="self-end">
        Done
      </Button>
    </div>
  );
}
