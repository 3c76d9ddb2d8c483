import { Check, Copy } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

interface RedirectUriFieldProps {
  providerName: string;
  redirectUri: string;
}

/** Spec 000 §3 redirectUri, read-only with a copy control: the address to register with the provider. */
export function RedirectUriField({ providerName, redirectUri }: RedirectUriFieldProps) {
  const { copied, copy } = useCopyToClipboard();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  async function handleCopy() {
    if (await copy(redirectUri)) return;
    inputRef.current?.select();
    toast.error('Could not copy the redirect URI. It is selected: copy it with your keyboard.');
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${ids}-uri`}>Redirect URI</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={`${ids}-uri`}
          readOnly
          value={redirectUri}
          aria-describedby={`${ids}-hint`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button variant="secondary" onClick={() => void handleCopy()} className="w-28">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
          <span className="sr-only"> redirect URI</span>
        </Button>
      </div>
      <p id={`${ids}-hint`} className="text-xs text-slate-500">
        Register this address as the redirect URI of your app in {providerName}'s developer settings.
      </p>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Redirect URI copied to the clipboard' : ''}
      </p>
    </div>
  );
}
