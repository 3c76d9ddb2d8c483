import { PRODUCT_NAME } from '@steward/domain';
import { Copy, Download } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { overlayClasses, panelClasses } from '@/components/ui/dialog';
import { startDownload } from '@/lib/start-download';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

interface RecoveryCodesDialogProps {
  /** The codes the server just made (shown once); null: the dialog is closed. */
  codes: readonly string[] | null;
  /** Whose codes: named in the downloaded file, which may end up among other files. */
  email: string;
  /** The member said the codes are saved. */
  onDone: () => void;
}

const FILE_NAME = 'steward-recovery-codes.txt';

function recoveryCodesText(codes: readonly string[], email: string): string {
  return [
    `${PRODUCT_NAME} recovery codes for ${email}`,
    `Created ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once, in place of your authenticator app or passkey.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function downloadCodes(codes: readonly string[], email: string) {
  const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain' }));
  startDownload(url, FILE_NAME);
  // Revoked a moment later: some browsers read the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The one time the recovery codes are shown. An alert dialog that only "Close" ends, and only once
 * the member has said the codes are saved: Escape and clicks outside do nothing, since losing these
 * codes can lock the member out.
 */
export function RecoveryCodesDialog({ codes, email, onDone }: RecoveryCodesDialogProps) {
  return (
    <AlertDialog.Root open={codes !== null}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses} />
        <AlertDialog.Content
          className={panelClasses}
          // An alert dialog starts on its Cancel button, and this one has none: the focus goes to
          // its first button, in the dialog, whatever closed as it opened (the set-up dialog).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement).querySelector('button')?.focus();
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          {/* Keyed by the codes: a new set starts unconfirmed. */}
          {codes ? (
            <RecoveryCodesBody key={codes.join()} codes={codes} email={email} onDone={onDone} />
          ) : null}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function RecoveryCodesBody({
  codes,
  email,
  onDone,
}: RecoveryCodesDialogProps & { codes: readonly string[] }) {
  const [saved, setSaved] = useState(false);
  const { copy, copied } = useCopyToClipboard();
  const checkboxId = useId();

  async function copyCodes() {
    if (await copy(codes.join('\n'))) toast.success('Recovery codes copied');
    else toast.error('Your browser did not allow copying. Download the codes or write them down.');
  }

  return (
    <>
      <AlertDialog.Title className="text-lg font-semibold text-slate-900">
        Save your recovery codes
      </AlertDialog.Title>
      <AlertDialog.Description className="mt-2 text-sm text-slate-600">
        If you lose your authenticator app or passkeys, each of these codes signs you in once. This is the
        only time they are shown: keep them somewhere safe, such as a password manager.
      </AlertDialog.Description>
      <ul
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => downloadCodes(codes, email)}>
          <Download aria-hidden="true" />
          Download
        </Button>
        <Button variant="secondary" onClick={() => void copyCodes()}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div className="mt-5 flex items-center gap-2">
        <Checkbox id={checkboxId} checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
          I have saved these codes
        </label>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button disabled={!saved} onClick={onDone}>
          Close
        </Button>
      </div>
    </>
  );
}
