import type { SessionResponse } from '@steward/domain';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useCreateOrganization } from '../api/create-organization';

interface OrganizationSetupFormProps {
  /** Receives the new session, in which the user is the organisation's master_admin. */
  onCreated: (session: SessionResponse) => void;
}

/** Spec 000 §2 User management, §5: the organisation's name, required and trimmed. */
export function OrganizationSetupForm({ onCreated }: OrganizationSetupFormProps) {
  const [name, setName] = useState('');
  const createOrganization = useCreateOrganization();
  const ids = useId();
  const trimmed = name.trim();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!trimmed || createOrganization.isPending) return;
    createOrganization.mutate(
      { name: trimmed },
      {
        onSuccess: (session) => {
          toast.success(`${session.organization?.name ?? trimmed} is ready`);
          onCreated(session);
        },
        onError: (error) => toast.error(`Failed to create organization: ${errorMessage(error)}`),
      },
    );
  }

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
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${ids}-name`}>Organization name</Label>
            <Input
              id={`${ids}-name`}
              name="organizationName"
              autoComplete="organization"
              required
              maxLength={200}
              value={name}
              onChange={(event) => setName(event.target.value)}
              disabled={createOrganization.isPending}
              placeholder="Grace Community Church"
            />
          </div>
          <Button type="submit" className="self-start" disabled={!trimmed || createOrganization.isPending}>
            {createOrganization.isPending ? <Spinner className="size-4 text-current" /> : null}
            {createOrganization.isPending ? 'Creating...' : 'Create Organization'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
