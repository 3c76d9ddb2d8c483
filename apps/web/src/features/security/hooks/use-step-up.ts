import { SECURITY_MESSAGES, type StepUp } from '@steward/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSecurityOverview } from '../api/get-security-overview';

/**
 * The "confirm it's you" part of a change to the member's sign-in (their second factors, devices,
 * linked accounts, other sessions): the proof its request carries in its body (stepUpSchema).
 * What to ask for is the security overview's `stepUp`, read from its query: the security page has
 * it already, and the enrolment screen asks for it. Until it is known nothing is asked, and the
 * server's refusal says what it needs.
 */
export function useStepUp() {
  const proof = useSecurityOverview().data?.stepUp;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  // After each refusal the focus is back in the field (which the message describes, so a screen
  // reader says it), its text selected to type it again.
  useEffect(() => {
    if (refusals === 0) return;
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [refusals]);

  function refuse(message: string) {
    setError(message);
    setRefusals((count) => count + 1);
  }

  return {
    proof,
    value,
    /** Why the last try was refused (the server's words), shown with the field. */
    error,
    inputRef,
    change(next: string) {
      setValue(next);
      setError(null);
    },
    /** The fields for the request's body; null, with the server's own words shown, while the field is empty. */
    body(): StepUp | null {
      if (proof === 'password') {
        if (value) return { password: value };
        refuse(SECURITY_MESSAGES.stepUpPasswordMissing);
        return null;
      }
      if (proof === 'code') {
        if (value.trim()) return { code: value.trim() };
        refuse(SECURITY_MESSAGES.stepUpCodeMissing);
        return null;
      }
      return {};
    },
    /** The server refused the change: its reason is shown with the field, which has the focus again. */
    refused(reason: unknown) {
      refuse(errorMessage(reason));
    },
    reset() {
      setValue('');
      setError(null);
    },
  };
}

export type StepUpState = ReturnType<typeof useStepUp>;

/**
 * Whether a failed change was refused for its proof: 403 with what to give (a missing or wrong
 * password or code, or "sign in again"), or 429 after too many wrong ones.
 */
export function isStepUpRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 429);
}
