import { z } from 'zod';
import { updateDocumentRequestSchema } from './api/documents';
import { sendEmailRequestSchema, splitAddresses } from './api/email';
import { acceptInvitationRequestSchema } from './api/invitations';
import { parseTags } from './documents';

// The web app's forms hold some values as typed (addresses and tags as one text, a password twice);
// these schemas take them so, apply the API's own rules, and give what the API takes. Forms whose
// values are the request as it is use the request schema itself.

/**
 * Spec 000 §5 Accept invitation, for a new account, in the spec's order: the passwords match ("Passwords
 * do not match"), then the new password's rules ("Password must be at least 6 characters long").
 */
export const newAccountPasswordsSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine(({ password, confirmPassword }) => password === confirmPassword, {
    error: 'Passwords do not match',
  })
  .pipe(z.object({ password: acceptInvitationRequestSchema.shape.password, confirmPassword: z.string() }));

/** Accepting an invitation with an existing account: its current password, whatever rules it was made under. */
export const existingAccountPasswordSchema = z.object({ password: z.string() });

/** One field of addresses as typed (commas, semicolons or spaces between them), then `field`'s rules. */
function typedAddresses<Field extends z.ZodType<string[], string[]>>(field: Field) {
  return z.string().transform(splitAddresses).pipe(field);
}

/**
 * Spec 000 §3 Email draft as the Email Documents modal holds it: To, Cc and Bcc as typed, about the
 * documents given. The first problem is the one to show, in the order of the fields.
 */
export function emailDraftSchema(documentIds: readonly string[]) {
  const { to, cc, bcc } = sendEmailRequestSchema.shape;
  return z.preprocess(
    (draft) => ({ ...(draft as object), documentIds: [...documentIds] }),
    sendEmailRequestSchema.extend({
      to: typedAddresses(to),
      cc: typedAddresses(cc.unwrap()),
      bcc: typedAddresses(bcc.unwrap()),
    }),
  );
}

/** Spec 000 §2 Edit Document modal as typed: the tags one comma-separated text (spec 000 §5). */
export const documentEditSchema = updateDocumentRequestSchema.extend({
  tags: z.string().transform(parseTags).pipe(updateDocumentRequestSchema.shape.tags),
});
