import {
  LIMITS,
  type StatementSettings,
  type StatementSettingsResponse,
  statementSettingsSchema,
} from '@steward/domain';
import { Pencil } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions, SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Facts } from '@/components/ui/card-list';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useStatementSettings } from '@/lib/giving/statement-settings';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveStatementSettings } from '../api/save-statement-settings';
import { useSettingsDraft } from './settings-draft';

/** The form's text fields (joint statements is a checkbox of its own). */
type SettingsValues = Record<Exclude<keyof StatementSettings, 'jointStatements'>, string>;

function valuesOf(settings: StatementSettings): SettingsValues {
  return {
    legalName: settings.legalName,
    ein: settings.ein ?? '',
    address: settings.address ?? '',
    phone: settings.phone ?? '',
    website: settings.website ?? '',
    signerName: settings.signerName ?? '',
    signerTitle: settings.signerTitle ?? '',
    message: settings.message,
  };
}

interface Line {
  key: Exclude<keyof SettingsValues, 'address' | 'message'>;
  label: string;
  max: number;
  optional?: boolean;
  type?: 'tel' | 'url' | 'text';
  autoComplete?: string;
  hint?: string;
  placeholder?: string;
}

const LINES: Line[] = [
  {
    key: 'legalName',
    label: 'Legal name',
    max: LIMITS.statements.field,
    autoComplete: 'organization',
    hint: 'As registered with the IRS.',
  },
  {
    key: 'ein',
    label: 'EIN',
    max: 20,
    optional: true,
    placeholder: '12-3456789',
    hint: 'Employer Identification Number.',
  },
  {
    key: 'phone',
    label: 'Phone',
    max: LIMITS.contact.phone,
    optional: true,
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    key: 'website',
    label: 'Website',
    max: LIMITS.statements.field,
    optional: true,
    type: 'url',
    autoComplete: 'url',
  },
  { key: 'signerName', label: "Signer's name", max: LIMITS.statements.field, optional: true },
  {
    key: 'signerTitle',
    label: "Signer's title",
    max: LIMITS.statements.field,
    optional: true,
    placeholder: 'Treasurer',
  },
];

interface SettingsFormProps {
  response: StatementSettingsResponse;
  /** Given when the form can be closed again (the settings were saved before). */
  onClose?: () => void;
  onSaved: () => void;
  /** Opened by "Edit settings", which is gone now: the focus goes to the first field. */
  focusOnOpen?: boolean;
}

function SettingsForm({ response, onClose, onSaved, focusOnOpen = false }: SettingsFormProps) {
  const save = useSaveStatementSettings();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) formRef.current?.querySelector('input')?.focus();
  }, [focusOnOpen]);
  const busy = save.isPending;
  const [jointStatements, setJointStatements] = useState(response.settings.jointStatements);
  /** Null once saved, else the server's reason (shown in the form too). */
  const saveValues = (settings: StatementSettings) =>
    save.mutateAsync({ ...settings, jointStatements }).then(
      () => {
        toast.success('Statement settings saved');
        onSaved();
        return null;
      },
      (cause: unknown) => {
        setError(errorMessage(cause));
        return errorMessage(cause);
      },
    );
  const { values, errors, error, change, setError, handleSubmit } = useSchemaForm(
    statementSettingsSchema,
    () => valuesOf(response.settings),
    { busy, onSave: saveValues },
  );
  const ids = useId();

  // "Generate statements" asks this form to save first when it holds what is not saved.
  const draft = useSettingsDraft();
  useEffect(() => {
    if (!draft) return;
    const saved = valuesOf(response.settings);
    draft.current = {
      dirty: () =>
        jointStatements !== response.settings.jointStatements ||
        (Object.keys(saved) as (keyof SettingsValues)[]).some((key) => values[key] !== saved[key]),
      check: () => {
        if (statementSettingsSchema.safeParse(values).success) return true;
        formRef.current?.requestSubmit();
        return false;
      },
      save: async () => {
        const parsed = statementSettingsSchema.safeParse(values);
        return parsed.success ? saveValues(parsed.data) : 'Check the statement settings';
      },
    };
    return () => {
      draft.current = null;
    };
  });

  const line = ({ key, label, max, optional, type, autoComplete, hint, placeholder }: Line) => (
    <FormField
      key={key}
      id={`${ids}-${key}`}
      name={key}
      label={label}
      optional={optional}
      hint={hint}
      error={errors[key]}
    >
      {(control) => (
        <Input
          {...control}
          type={type ?? 'text'}
          maxLength={max}
          autoComplete={autoComplete ?? 'off'}
          placeholder={placeholder}
          required={!optional}
          value={values[key]}
          onChange={(event) => change(key, event.target.value)}
          disabled={busy}
        />
      )}
    </FormField>
  );

  return (
    <form ref={formRef} className="flex flex-col gap-4 px-4 py-4 sm:px-5" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">{LINES.map(line)}</div>
      <FormField
        id={`${ids}-address`}
        name="address"
        label="Mailing address"
        optional
        hint="One line per line, as it should appear under the name."
        error={errors.address}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={LIMITS.statements.address}
            autoComplete="street-address"
            value={values.address}
            onChange={(event) => change('address', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField
        id={`${ids}-message`}
        name="message"
        label="Statement message"
        hint={
          <>
            Printed above the gifts. <code>{'{organization}'}</code> becomes your legal name and{' '}
            <code>{'{period}'}</code> the statement's dates (such as "January 1, 2025 and December 31, 2025").
            The default covers the wording IRS Publication 1771 asks for: that no goods or services were given
            in return, other than intangible religious benefits.
          </>
        }
        error={errors.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={LIMITS.statements.message}
            required
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <div className="flex items-start gap-2">
        <Checkbox
          id={`${ids}-joint`}
          className="mt-0.5"
          aria-describedby={`${ids}-joint-hint`}
          checked={jointStatements}
          onChange={(event) => setJointStatements(event.target.checked)}
          disabled={busy}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${ids}-joint`}>One statement per household</Label>
          <p id={`${ids}-joint-hint`} className="text-sm text-slate-600">
            Members of a household who give jointly get one statement together, each gift with the name of who
            gave it, emailed to each of them. Off: every donor gets a statement of their own.
          </p>
        </div>
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      {onClose ? (
        <DialogActions submitLabel="Save settings" busy={busy} cancel={onClose} />
      ) : (
        <SubmitButton busy={busy} className="self-stretch sm:self-end">
          Save settings
        </SubmitButton>
      )}
    </form>
  );
}

function LogoNote({ hasLogo }: { hasLogo: boolean }) {
  return (
    <p className="text-sm text-slate-600">
      {hasLogo
        ? "Statements carry your organization's logo at the top."
        : "Your organization has no logo yet, so statements show its name alone. To add one, use Change logo beside your organization's name at the top of the page."}
    </p>
  );
}

function SettingsSummary({ settings }: { settings: StatementSettings }) {
  const signer = [settings.signerName, settings.signerTitle].filter(Boolean).join(', ');
  const items: [string, ReactNode][] = [
    ['Legal name', settings.legalName],
    ['EIN', settings.ein ?? 'Not given'],
    ['Signed by', signer || 'No signature line'],
    ['Households', settings.jointStatements ? 'One statement per household' : 'A statement per donor'],
  ];
  return <Facts items={items} />;
}

/**
 * "Statement settings": the organisation's details every statement carries. Until an admin saves
 * them they are suggestions and the form stays open; once saved, a summary with "Edit settings".
 */
export function StatementSettingsCard() {
  const settings = useStatementSettings();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const data = settings.data;
  const formOpen = data !== undefined && (!data.saved || editing);

  // The form closed (Cancel, or saved): the focus it had goes to "Edit settings", not the page's top.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !formOpen) editButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  function body() {
    if (settings.isPending) return <LoadingState label="Loading statement settings..." />;
    if (settings.isError) {
      return (
        <div className="flex flex-col items-start gap-3 px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading statement settings: {errorMessage(settings.error)}</ErrorMessage>
          <Button variant="secondary" disabled={settings.isFetching} onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    return (
      <>
        <div className="flex flex-col gap-4 border-b border-slate-200 px-4 py-4 sm:px-5">
          {!settings.data.saved ? (
            <p className="text-sm text-slate-700">
              These are suggestions: check them and save before you generate statements.
            </p>
          ) : null}
          {settings.data.saved && !editing ? <SettingsSummary settings={settings.data.settings} /> : null}
          <LogoNote hasLogo={settings.data.hasLogo} />
          {settings.data.saved && !editing ? (
            <Button
              ref={editButton}
              variant="secondary"
              className="self-start"
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
              Edit settings
            </Button>
          ) : null}
        </div>
        {formOpen ? (
          <SettingsForm
            response={settings.data}
            onClose={settings.data.saved ? () => setEditing(false) : undefined}
            onSaved={() => setEditing(false)}
            focusOnOpen={editing}
          />
        ) : null}
      </>
    );
  }

  return (
    <SectionCard
      title="Statement settings"
      description="What every statement says about your organization."
      aside={data && !data.saved ? <Badge tone="warning">Not saved yet</Badge> : null}
    >
      {body()}
    </SectionCard>
  );
}
