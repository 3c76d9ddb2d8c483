import { SECURITY_MESSAGES } from '@steward/domain';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { StandalonePage } from '@/components/standalone-page';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWebAuthnSupport } from '../hooks/use-webauthn-support';
import { AddPasskeyButton } from './add-passkey-button';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpSetupButton } from './totp-setup-dialog';

interface EnrolmentScreenProps {
  email: string;
  /**
   * The member has a second factor (and has saved the recovery codes): the server has already
   * swapped the restricted session for a full one, so the caller fetches it and opens the app.
   */
  onEnrolled: () => void;
  /** The way out for a member who cannot enrol now (the Sign out button). */
  signOut: ReactNode;
  /** Above the card, as on the sign-in screen just before it (the demo banner). */
  banner?: ReactNode;
}

const TITLE = 'Set up two-step verification';

/**
 * What a member sees instead of the app while the organisation requires a second factor they do not
 * have: the session lets them do nothing else (the server refuses the rest with mustEnrol).
 */
export function EnrolmentScreen({ email, onEnrolled, signOut, banner }: EnrolmentScreenProps) {
  useDocumentTitle(TITLE);
  const passkeys = useWebAuthnSupport();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // The codes come with the first factor: the app opens only once they are saved, since the full
  // session would replace this screen (and the dialog) at once.
  function enrolled(codes: string[] | null) {
    if (codes) setRecoveryCodes(codes);
    else onEnrolled();
  }

  return (
    <StandalonePage banner={banner}>
      <div className="flex flex-col gap-5">
        {/* Headed as the second step is: the member comes here from the same password form. */}
        <div className="flex flex-col items-center gap-2 text-center">
          <div className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{TITLE}</h1>
          <p className="text-sm text-slate-600">{SECURITY_MESSAGES.mustEnrol}</p>
          <p className="text-sm text-slate-600">
            Signed in as <span className="font-medium break-all text-slate-900">{email}</span>
          </p>
        </div>
        <section aria-labelledby="enrol-app" className="flex flex-col gap-2">
          <h2 id="enrol-app" className="text-base font-semibold text-slate-900">
            Authenticator app
          </h2>
          <p className="text-sm text-slate-600">A 6-digit code from an app on your phone.</p>
          <TotpSetupButton label="Set up an authenticator app" onEnrolled={enrolled} />
        </section>
        <section aria-labelledby="enrol-passkey" className="flex flex-col gap-2">
          <h2 id="enrol-passkey" className="text-base font-semibold text-slate-900">
            Passkey
          </h2>
          <p className="text-sm text-slate-600">Your fingerprint, face, screen lock or a security key.</p>
          {passkeys ? (
            <AddPasskeyButton onAdded={enrolled} />
          ) : (
            <p className="text-sm text-slate-600">
              This browser cannot use passkeys: use an authenticator app, or open Steward in a recent Chrome,
              Edge, Firefox or Safari.
            </p>
          )}
        </section>
        <div className="border-t border-slate-200 pt-4">{signOut}</div>
      </div>
      <RecoveryCodesDialog codes={recoveryCodes} email={email} onDone={onEnrolled} />
    </StandalonePage>
  );
}
