import { createOrganizationRequestSchema, LIMITS, type SessionResponse } from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateOrganization } from '../api/create-organization';

interface OrganizationSetupFormProps {
  /** Receives the new session, in which the user is the organisation's master_admin. */
  onCreated: (session: SessionResponse) => void;
}

/** Spec 000 §2 User management, §5: the organisation's name, required and trimmed. */
export function OrganizationSetupForm({ onCreated }: OrganizationSetupFormProps) {
  const createOrganization = useCreateOrganization();
  const busy = createOrganization.isPending;
  const { values, errors, ready, change, handleSubmit } = useSchemaForm(
    createOrganizationRequestSchema,
    { name: '' },
    {
      busy,
      // Spec 000 §5: submit disabled while blank.
      ready: ({ name }) => name.trim() !== '',
      onSave: ({ name }) =>
        createOrganization.mutate(
          { name },
          {
            onSuccess: (session) => {
              toast.success(`${session.organization?.name ?? name} is ready`);
              onCreated(session);
            },
            onError: (error) => toast.error(`Failed to create organization: ${errorMessage(error)}`),
          },
        ),
    },
  );
  const ids = useId();

  return (
    <Card className="max-w-lg">
      <CardContent>
        <form className="flex flex-col gap-4" onSubmit={handleSubmit} aria-labelledby={`${ids}-title`}>
          <div className="flex flex-col gap-1">
            <CardTitle id={`${ids}-title`}>Set up your organization</CardTitle>
            <CardDescription>
              Name your organization to start inviting your team. You will be its Master Admin.
            </CardDescription>
          </div>
          <FormField id={`${ids}-name`} name="name" label="Organization name" error={errors.name}>
            {(control) => (
              <Input
                {...control}
                autoComplete="organization"
                required
                maxLength={LIMITS.account.organizationName}
                value={values.name}
                onChange={(event) => change('name', event.target.value)}
                disabled={busy}
                placeholder="Grace Community Church"
              />
            )}
          </FormField>
          <SubmitButton className="self-start" busy={busy} busyLabel="Creating..." disabled={!ready}>
            Create Organization
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
