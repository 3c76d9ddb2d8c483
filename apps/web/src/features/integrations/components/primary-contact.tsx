import type { IntegrationCard, IntegrationCardContact } from '@steward/domain';
import { Mail, Phone, UserRoundPen } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSaveContact } from '../api/save-contact';
import { ContactForm } from './contact-form';

/** A phone number as a tel: link keeps only its digits and a leading plus. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}

function ContactDetails({ contact }: { contact: IntegrationCardContact }) {
  const linkClasses = 'inline-flex min-w-0 items-center gap-1.5 text-indigo-700 hover:underline';
  return (
    <div className="flex flex-col gap-1.5 text-sm text-slate-700">
      {contact.name || contact.title ? (
        <p>
          {contact.name ? <span className="font-medium text-slate-900">{contact.name}</span> : null}
          {contact.name && contact.title ? ', ' : null}
          {contact.title}
        </p>
      ) : null}
      {contact.email ? (
        <a href={`mailto:${contact.email}`} className={linkClasses}>
          <Mail aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="wrap-anywhere">{contact.email}</span>
        </a>
      ) : null}
      {contact.phone ? (
        <a href={telHref(contact.phone)} className={linkClasses}>
          <Phone aria-hidden="true" className="size-3.5 shrink-0" />
          {contact.phone}
        </a>
      ) : null}
      {contact.company ? (
        <p>
          <span className="text-slate-500">Department/Team:</span> {contact.company}
        </p>
      ) : null}
      {contact.notes ? <p className="whitespace-pre-line text-slate-600">{contact.notes}</p> : null}
    </div>
  );
}

/** Spec 000 §2 Integration card: the Primary Contact block, edited in a dialog by admins (`can.editContact`). */
export function PrimaryContact({ card }: { card: IntegrationCard }) {
  const [open, setOpen] = useState(false);
  const save = useSaveContact();
  const headingId = useId();
  const { contact, name } = card;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id={headingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          Primary Contact
        </h4>
        {card.can.editContact ? (
          <Dialog open={open} onOpenChange={(next) => (save.isPending ? undefined : setOpen(next))}>
            <DialogTrigger asChild>
              <Button variant="ghost" size="sm" className="-my-1 -mr-2">
                <UserRoundPen aria-hidden="true" />
                {contact ? 'Edit contact' : 'Add contact'}
                <span className="sr-only"> for {name}</span>
              </Button>
            </DialogTrigger>
            <DialogContent size="lg" title="Primary Contact" description={`Who to ask about ${name}.`}>
              <ContactForm
                contact={contact}
                busy={save.isPending}
                onSave={(fields) =>
                  save.mutate(
                    { key: card.key, ...fields },
                    {
                      onSuccess: (saved) => {
                        toast.success(
                          saved.contact ? `Saved the contact for ${name}` : `Removed the contact for ${name}`,
                        );
                        setOpen(false);
                      },
                      onError: (error) => toast.error(`Failed to save contact: ${errorMessage(error)}`),
                    },
                  )
                }
              />
            </DialogContent>
          </Dialog>
        ) : null}
      </div>
      {contact ? (
        <ContactDetails contact={contact} />
      ) : (
        <p className="text-sm text-slate-500">No primary contact yet</p>
      )}
    </section>
  );
}
