import type { SsoProvider } from '@steward/domain';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSsoProviderName } from '@/lib/sso-provider-name';
import { ProviderLogo } from './provider-logos';

/** Where the server starts single sign-on with `provider`; with an invitation, the sign-in accepts it. */
export function ssoStartUrl(provider: SsoProvider, invitationToken?: string): string {
  const query = invitationToken ? `?${new URLSearchParams({ invitation: invitationToken })}` : '';
  return `/api/auth/sso/${provider}/start${query}`;
}

interface SsoLinksProps {
  /** The providers this server is set up for (app info); nothing is shown without one. */
  providers: readonly SsoProvider[];
  /** "Sign in" on the sign-in page, "Accept" on an invitation. */
  verb: 'Sign in' | 'Accept';
  invitationToken?: string;
  /** Called as the browser leaves for the provider. */
  onLeave?: () => void;
}

/**
 * "Sign in with Google", "Sign in with {OIDC_NAME}" and the like: plain links, because the browser itself must go to the server
 * and on to the provider (a whole page, never a fetch).
 */
export function SsoLinks({ providers, verb, invitationToken, onLeave }: SsoLinksProps) {
  const nameOf = useSsoProviderName();
  if (providers.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2">
      {providers.map((provider) => (
        <li key={provider}>
          <a
            href={ssoStartUrl(provider, invitationToken)}
            onClick={onLeave}
            className={cn(buttonClasses('secondary', 'lg'), 'w-full')}
          >
            <ProviderLogo provider={provider} />
            {verb} with {nameOf(provider)}
          </a>
        </li>
      ))}
    </ul>
  );
}
