import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_CLEAR_ATTRIBUTE, useKeepClearLift } from './keep-clear';

/** A floating button, as the assistant's: it shows how far it rises. */
function Floating() {
  const ref = useRef<HTMLButtonElement>(null);
  const lift = useKeepClearLift(ref);
  return (
    <button
      ref={ref}
      type="button"
      data-testid="floating"
      data-lift={lift}
      style={{ translate: `0 -${lift}px` }}
    >
      Ask
    </button>
  );
}

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return {
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
    toJSON() {},
  };
}

/** Where each element is on a 390 x 844 screen: the button at its bottom-right corner. */
function place(bar: () => DOMRect) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.dataset.testid === 'floating') {
      const lift = Number(this.dataset.lift ?? 0);
      return rect(318, 772 - lift, 56, 56);
    }
    if (this.hasAttribute(KEEP_CLEAR_ATTRIBUTE)) return bar();
    return rect(0, 0, 0, 0);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useKeepClearLift', () => {
  it('rises just above a marked control under its place, and comes back down once it has passed', async () => {
    let barTop = 790;
    place(() => rect(16, barTop, 358, 44));
    render(
      <>
        <div {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }} />
        <Floating />
      </>,
    );
    const floating = screen.getByTestId('floating');
    // Its place ends at 828: 828 - 790 + 8 of room.
    await waitFor(() => expect(floating.dataset.lift).toBe('46'));

    barTop = 400;
    document.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(floating.dataset.lift).toBe('0'));
  });

  it('stays where it is beside a control that is not under it', async () => {
    place(() => rect(16, 790, 200, 44));
    render(
      <>
        <div {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }} />
        <Floating />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('floating').dataset.lift).toBe('0');
  });
});
