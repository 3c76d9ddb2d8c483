import { createOrganizationRequestSchema, newAccountPasswordsSchema } from '@steward/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form';

interface PasswordsFormProps {
  onSave: (output: { password: string }) => void;
  report?: 'fields' | 'form';
  clearErrorOnEdit?: boolean;
  serverError?: string;
  initialError?: string;
}

/** Two passwords, checked in the spec's order; the form's one message above the button. */
function PasswordsForm({ onSave, report, clearErrorOnEdit, serverError, initialError }: PasswordsFormProps) {
  const { values, errors, error, ready, change, setError, handleSubmit } = useSchemaForm(
    newAccountPasswordsSchema,
    { password: '', confirmPassword: '' },
    {
      busy: false,
      ready: ({ password }) => password !== '',
      report,
      clearErrorOnEdit,
      initialError,
      onSave: (output) => {
        onSave(output);
        if (serverError) setError(serverError);
      },
    },
  );
  return (
    <form onSubmit={handleSubmit}>
      <input
        aria-label="Password"
        name="password"
        aria-invalid={errors.password ? true : undefined}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
      />
      <input
        aria-label="Confirm password"
        name="confirmPassword"
        value={values.confirmPassword}
        onChange={(event) => change('confirmPassword', event.target.value)}
      />
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit" disabled={!ready}>
        Accept
      </button>
    </form>
  );
}

describe('useSchemaForm, report "form"', () => {
  it('shows only the first problem, marks its field, leaves the focus, and clears both on an edit', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PasswordsForm onSave={onSave} report="form" />);

    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accept' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Confirm password'), 'd');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps the message while editing when asked to, until the next try', async () => {
    const user = userEvent.setup();
    render(<PasswordsForm onSave={vi.fn()} report="form" clearErrorOnEdit={false} />);

    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("passes the schema's output on, shows a server's reason set with setError, and clears it on the next try", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PasswordsForm onSave={onSave} report="form" serverError="Invalid or expired invitation" />);

    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(onSave).toHaveBeenCalledWith({ password: 'secret1', confirmPassword: 'secret1' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired invitation');
  });

  it('opens with the message it was given (why the user is back), until the first edit', async () => {
    const user = userEvent.setup();
    render(<PasswordsForm onSave={vi.fn()} report="form" initialError="That sign-in took too long." />);

    expect(screen.getByRole('alert').textContent).toBe('That sign-in took too long.');
    await user.type(screen.getByLabelText('Password'), 's');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing while not ready, even on Enter in a field', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<PasswordsForm onSave={onSave} report="form" />);

    await user.type(screen.getByLabelText('Confirm password'), 'secret1{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

/** One field checked with the API's schema, its message under it. */
function NameForm({ onSave }: { onSave: (output: { name: string }) => void }) {
  const { values, errors, change, handleSubmit } = useSchemaForm(
    createOrganizationRequestSchema,
    { name: '' },
    { busy: false, onSave },
  );
  return (
    <form onSubmit={handleSubmit}>
      <button type="button">Before</button>
      <input
        aria-label="Organization name"
        name="name"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
      />
      {errors.name ? <p>{errors.name}</p> : null}
      <button type="submit">Create</button>
    </form>
  );
}

describe('useSchemaForm, report "fields" (the default)', () => {
  it("shows the field's message, focuses it, clears it on an edit and sends the trimmed output", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NameForm onSave={onSave} />);

    await user.type(screen.getByLabelText('Organization name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Please enter your organization name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Organization name'));

    await user.type(screen.getByLabelText('Organization name'), 'Grace  ');
    expect(screen.queryByText('Please enter your organization name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Grace' });
  });
});
