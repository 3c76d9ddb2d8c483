import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

/** A dialog opened from state, as a row's View or Manage Access opens one: no DialogTrigger. */
function OpenedFromState({ sendFocusElsewhere = false }: { sendFocusElsewhere?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Manage Access</Button>
      <Button>Elsewhere</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Manage Access"
          description="Choose the team."
          onCloseAutoFocus={sendFocusElsewhere ? (event) => event.preventDefault() : undefined}
        >
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('returns the focus to the button that opened it, without a DialogTrigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromState />);
    const opener = screen.getByRole('button', { name: 'Manage Access' });

    await user.tab();
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Manage Access' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("leaves the focus alone when the caller's onCloseAutoFocus prevents the default", async () => {
    const user = userEvent.setup();
    render(<OpenedFromState sendFocusElsewhere />);
    const opener = screen.getByRole('button', { name: 'Manage Access' });

    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Manage Access' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Give a focus return every chance to happen: it must not.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).not.toBe(opener);
  });
});
