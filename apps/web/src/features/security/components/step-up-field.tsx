import { useId } from 'react';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import type { StepUpState } from '../hooks/use-step-up';

/**
 * The field of "confirm it's you" in a form that changes the member's sign-in: the password, or
 * for a member who has none (single sign-on only) a code of a current factor; nothing for a
 * member who has neither (the server then goes by how recent the sign-in is). Below it, why the
 * last try was refused.
 */
export function StepUpField({ stepUp }: { stepUp: StepUpState }) {
  const id = useId();
  const problemId = `${id}-problem`;
  const problem = stepUp.error ? (
    <ErrorMessage>
      <span id={problemId}>{stepUp.error}</span>
    </ErrorMessage>
  ) : null;
  if (stepUp.proof !== 'password' && stepUp.proof !== 'code') return problem;

  const field =
    stepUp.proof === 'password'
      ? { label: 'Your password', hint: 'To confirm it is you making this change.' }
      : {
          label: 'Authentication or recovery code',
          hint: 'To confirm it is you: a code from your authenticator app, or one of your recovery codes (it is then used up).',
        };
  return (
    <>
      <FormField
        id={id}
        name="stepUp"
        label={field.label}
        hint={field.hint}
        invalid={stepUp.error !== null}
        problemId={problemId}
      >
        {(control) =>
          stepUp.proof === 'password' ? (
            <PasswordInput
              {...control}
              ref={stepUp.inputRef}
              value={stepUp.value}
              onChange={(event) => stepUp.change(event.target.value)}
              autoComplete="current-password"
            />
          ) : (
            <Input
              {...control}
              ref={stepUp.inputRef}
              value={stepUp.value}
              onChange={(event) => stepUp.change(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
            />
          )
        }
      </FormField>
      {problem}
    </>
  );
}
