import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DialogActions, SubmitButton } from './dialog-actions';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';

function InDialog(props: Partial<Parameters<typeof DialogActions>[0]>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Edit" description="Change it.">
          <form onSubmit={(event) => event.preventDefault()}>
            <DialogActions submitLabel="Save" busy={false} {...props} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('DialogActions', () => {
  it('offers Cancel, which closes the dialog, and the submit button', async () => {
    const user = userEvent.setup();
    render(<InDialog />);

    expect(button('Save').type).toBe('submit');
    expect(button('Save').disabled).toBe(false);
    await user.click(button('Cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says "Saving..." by default while busy, with both buttons disabled', () => {
    render(<InDialog busy />);

    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(button('Saving...').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
  });

  it('says its own busy label, and shows the icon only when not busy', () => {
    const { rerender } = render(
      <InDialog submitLabel="Send Email" busyLabel="Sending..." submitIcon={<svg data-testid="icon" />} />,
    );
    expect(screen.getByTestId('icon')).toBeTruthy();

    rerender(
      <InDialog
        submitLabel="Send Email"
        busyLabel="Sending..."
        submitIcon={<svg data-testid="icon" />}
        busy
      />,
    );
    expect(button('Sending...').disabled).toBe(true);
    expect(screen.queryByTestId('icon')).toBeNull();
  });

  it('keeps the submit label while another action of the form is busy', () => {
    render(<InDialog submitLabel="Upload" busyLabel="Uploading..." busy submitting={false} />);

    expect(button('Upload').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);
  });

  it('disables the submit button alone when there is nothing to send', () => {
    render(<InDialog disabled />);

    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(false);
  });

  it('calls a Cancel function instead of closing a dialog', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <form>
        <DialogActions submitLabel="Save Status" busy={false} cancel={onCancel} />
      </form>,
    );

    await user.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('makes Cancel a link when given a page to go to', () => {
    render(
      <MemoryRouter>
        <DialogActions submitLabel="Upload Document" busy={false} cancel={{ to: '/documents' }} />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/documents');
  });

  it('puts controls at the start of the row, before Cancel and the submit button', () => {
    render(<InDialog start={<Button>Remove</Button>} />);

    const dialog = within(screen.getByRole('dialog'));
    const names = dialog.getAllByRole('button').map((element) => element.textContent);
    expect(names.slice(0, 3)).toEqual(['Remove', 'Cancel', 'Save']);
  });
});

describe('SubmitButton', () => {
  it('is a submit button that says what it is doing while busy', () => {
    const { rerender } = render(
      <SubmitButton busy={false} busyLabel="Signing in...">
        Sign in
      </SubmitButton>,
    );
    expect(button('Sign in').type).toBe('submit');

    rerender(
      <SubmitButton busy busyLabel="Signing in...">
        Sign in
      </SubmitButton>,
    );
    expect(button('Signing in...').disabled).toBe(true);
  });
});
