import { OAUTH_STATE_TTL_SECONDS, TOKEN_REFRESH_MARGIN_SECONDS } from '@steward/domain';
import { ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent } from '@/components/ui/card';

const STATE_MINUTES = OAUTH_STATE_TTL_SECONDS / 60;
const REFRESH_MINUTES = TOKEN_REFRESH_MARGIN_SECONDS / 60;

/** Spec 000 §2 OAuth management "About OAuth Security": what Steward actually does with a connection. */
export function OAuthSecurityNote() {
  const headingId = useId();
  return (
    <Card>
      <CardContent>
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
            About OAuth Security
          </h2>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-slate-600">
            <li>
              Connecting uses the OAuth authorization code flow with PKCE. Each attempt carries a single-use
              state bound to your session that expires in {STATE_MINUTES} minutes.
            </li>
            <li>
              Access tokens, refresh tokens and client secrets are encrypted at rest (AES-256-GCM) on the
              server and are never sent to your browser.
            </li>
            <li>
              Tokens that expire are refreshed automatically when they are under {REFRESH_MINUTES} minutes
              from expiry, for providers that issue refresh tokens.
            </li>
            <li>
              Disconnecting revokes the token at the provider where the provider supports revocation;
              otherwise you can remove the app in the provider's own settings.
            </li>
          </ul>
        </section>
      </CardContent>
    </Card>
  );
}
