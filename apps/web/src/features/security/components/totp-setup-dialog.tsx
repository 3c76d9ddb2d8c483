import { type TotpSetup, totpConfirmRequestSchema } from '@steward/domain';
import { Copy, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useConfirmTotp } from '../api/confirm-totp';
import { useSetupTotp } from '../api/setup-totp';

interface TotpSetupButtonProps {
  /** After the app is on: the recovery codes when it was the member's first second factor. */
  onEnrolled: (recoveryCodes: string[] | null) => void;
  label?: string;
}

/**
 * The server's QR code as an image. Its SVG goes in a data: URL, never into the page's HTML, so
 * nothing in it can run or touch the page.
 */
function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  return `data:image/svg+xml;base64,${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))}`;
}

/** "JBSW Y3DP EHPK 3PXP": easier to read off and type than one run of 32 letters. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** "Set up": asks the server for a new secret and opens the dialog to scan it and confirm a code. */
export function TotpSetupButton({ onEnrolled, label = 'Set up' }: TotpSetupButtonProps) {
  const setup = useSetupTotp();
  const open = setup.isPending || setup.isSuccess || setup.isError;

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : setup.reset())}>
      <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
        {label}
      </Button>
      {open ? (
        <DialogContent
          title="Set up an authenticator app"
          description="Scan the QR code with an app such as Google Authenticator, Microsoft Authenticator or 1Password, then enter the 6-digit code it shows."
        >
          {setup.isPending ? <LoadingState /> : null}
          {setup.isError ? (
            <div className="flex flex-col gap-3">
              <ErrorMessage>{errorMessage(setup.error)}</ErrorMessage>
              <Button variant="secondary" onClick={() => setup.mutate()}>
                Try again
              </Button>
            </div>
          ) : null}
          {setup.data ? (
            <TotpSetupForm
              setup={setup.data}
              onEnrolled={(codes) => {
                setup.reset();
                onEnrolled(codes);
              }}
            />
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

interface TotpSetupFormProps {
  setup: TotpSetup;
  onEnrolled: (recoveryCodes: string[] | null) => void;
}

function TotpSetupForm({ setup, onEnrolled }: TotpSetupFormProps) {
  const confirm = useConfirmTotp();
  const { copy } = useCopyToClipboard();
  const codeId = useId();
  const form = useSchemaForm(
    totpConfirmRequestSchema,
    { code: '' },
    {
      busy: confirm.isPending,
      report: 'form',
      // mutateAsync, not mutate's callbacks: the overview refetched on success shows the app as on,
      // which can take this form away before mutate would call back, and the recovery codes with it.
      onSave: async ({ code }) => {
        try {
          const { recoveryCodes } = await confirm.mutateAsync(code);
          toast.success('Authenticator app turned on');
          onEnrolled(recoveryCodes);
        } catch (error) {
          form.setError(errorMessage(error));
        }
      },
    },
  );

  async function copySecret() {
    if (await copy(setup.secret)) toast.success('Setup key copied');
    else toast.error('Your browser did not allow copying. Type the key into your app instead.');
  }

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      {/*
        A phone or tablet cannot scan its own screen: there (a small screen, or a touch one at any
        size) the otpauth link hands the account to the authenticator app on the same device. Not on
        a desktop, where such a link usually opens nothing and the QR code is the way.
      */}
      {setup.otpauthUrl.startsWith('otpauth://') ? (
        <div className="hidden flex-col gap-1.5 max-sm:flex pointer-coarse:flex">
          <Button asChild>
            <a href={setup.otpauthUrl}>
              <Smartphone aria-hidden="true" />
              Open in authenticator app
            </a>
          </Button>
          <p className="text-center text-xs text-slate-500">
            For an app on this device. Then come back here and enter the code it shows.
          </p>
        </div>
      ) : null}
      <img
        src={svgDataUrl(setup.qrSvg)}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="mx-auto size-48 rounded-lg border border-slate-200 bg-white"
      />
      <div className="flex flex-col gap-1.5">
        <p className="text-sm text-slate-600">Cannot scan it? Enter this setup key in your app:</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm tracking-wide break-all text-slate-900">
            {groupSecret(setup.secret)}
          </code>
          <Button type="button" variant="ghost" size="sm" onClick={() => void copySecret()}>
            <Copy aria-hidden="true" />
            Copy key
          </Button>
        </div>
      </div>
      <FormField
        id={codeId}
        name="code"
        label="Authentication code"
        invalid={form.error !== null}
        problemId={`${codeId}-problem`}
      >
        {(control) => (
          <Input
            {...control}
            value={form.values.code}
            onChange={(event) => form.change('code', event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            spellCheck={false}
          />
        )}
      </FormField>
      {form.error ? (
        <ErrorMessage>
          <span id={`${codeId}-problem`}>{form.error}</span>
        </ErrorMessage>
      ) : null}
      <DialogActions submitLabel="Turn on" busyLabel="Checking..." busy={confirm.isPending} />
    </form>
  );
}
