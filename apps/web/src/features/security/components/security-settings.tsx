import type { SecurityOverview } from '@steward/domain';
import { useState } from 'react';
import { LinkedAccountsSection } from './linked-accounts-section';
import { PasskeysSection } from './passkeys-section';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { RecoveryCodesSection } from './recovery-codes-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';
import { TrustedDevicesSection } from './trusted-devices-section';
import { TwoFactorRequiredBanner } from './two-factor-required-banner';

interface SecuritySettingsProps {
  overview: SecurityOverview;
  /** The member's email, written in the recovery codes file. */
  email: string;
}

/** The sections of "Sign-in and security", and the recovery codes whenever the server hands out a set. */
export function SecuritySettings({ overview, email }: SecuritySettingsProps) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolled = overview.totp.enabled || overview.passkeys.length > 0;
  return (
    <div className="flex flex-col gap-6">
      {overview.required && !enrolled ? <TwoFactorRequiredBanner /> : null}
      <TotpSection totp={overview.totp} onRecoveryCodes={setRecoveryCodes} />
      <PasskeysSection passkeys={overview.passkeys} onRecoveryCodes={setRecoveryCodes} />
      <RecoveryCodesSection
        remaining={overview.recoveryCodes.remaining}
        enrolled={enrolled}
        onRecoveryCodes={setRecoveryCodes}
      />
      <TrustedDevicesSection devices={overview.trustedDevices} />
      <SessionsSection sessions={overview.sessions} />
      <LinkedAccountsSection identities={overview.identities} />
      <RecoveryCodesDialog codes={recoveryCodes} email={email} onDone={() => setRecoveryCodes(null)} />
    </div>
  );
}
