import { SSO_ERRORS } from '@steward/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** What `?sso_error=<code>` stands for; a code this app does not know reads as a failed sign-in. */
export function ssoErrorMessage(code: string): string {
  return Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as keyof typeof SSO_ERRORS] : SSO_ERRORS.failed;
}

export interface SsoReturn {
  /** The provider's sign-in failed: the message to show. */
  error: string | null;
  /** The provider's sign-in worked and Steward's second factor is due (`?sso=second-factor`). */
  secondFactor: boolean;
}

/**
 * What single sign-on said on its way back (the server's redirect after the provider), read once as
 * the page opens. The query string is then dropped, so a reload or a bookmark never repeats it.
 */
export function useSsoReturn(): SsoReturn {
  const [searchParams, setSearchParams] = useSearchParams();
  const [found] = useState<SsoReturn>(() => {
    const code = searchParams.get('sso_error');
    return {
      error: code === null ? null : ssoErrorMessage(code),
      secondFactor: searchParams.get('sso') === 'second-factor',
    };
  });

  useEffect(() => {
    if (!searchParams.has('sso') && !searchParams.has('sso_error')) return;
    setSearchParams(
      (current) => {
        current.delete('sso');
        current.delete('sso_error');
        return current;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  return found;
}
