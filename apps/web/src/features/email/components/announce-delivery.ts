import type { SendEmailResponse } from '@steward/domain';
import { toast } from 'sonner';

/**
 * What became of the email, never more than is true: the spec's "Email sent successfully to
 * {recipients}!" only once the mail server accepted it.
 */
export function announceDelivery({ recipients, delivery, error }: SendEmailResponse) {
  const to = recipients.join(', ');
  // What the mail server said: why it is not sent yet, or whom it refused while taking the rest.
  const description = error ?? undefined;
  switch (delivery) {
    case 'sent':
      toast.success(`Email sent successfully to ${to}!`, { description });
      return;
    case 'queued':
      toast.info(
        `Email to ${to} is queued, not sent yet: the mail server has not accepted it. Steward will try again.`,
        {
          description,
        },
      );
      return;
    case 'failed':
      toast.error('Failed to send email. Please try again.', { description });
      return;
    case 'outbox':
      toast.warning(`Email not sent: no mail server is set up. The message to ${to} is kept in the outbox.`);
      return;
  }
}
