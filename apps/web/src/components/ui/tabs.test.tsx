import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { fakeNarrowTabBar } from './tabs.test-layout';

const NAMES = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
/** A 300px bar holding six 120px tabs (720px), as on a phone. */
const BAR = 300;

function renderTabs(defaultValue = 'One') {
  const user = userEvent.setup();
  render(
    <Tabs defaultValue={defaultValue}>
      <TabsList aria-label="Sections">
        {NAMES.map((name) => (
          <TabsTrigger key={name} value={name}>
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {NAMES.map((name) => (
        <TabsContent key={name} value={name}>
          {name} panel
        </TabsContent>
      ))}
    </Tabs>,
  );
  return { user, bar: screen.getByRole('tablist', { name: 'Sections' }) };
}

/** The scroll buttons are hidden from assistive technology, so they have no accessible name: found by title. */
function scrollButton(direction: 'left' | 'right') {
  return screen.queryByTitle(`Scroll tabs ${direction}`);
}

function selected() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
}

describe('TabsList on a bar too narrow for its tabs', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = fakeNarrowTabBar({ bar: BAR, tab: 120 });
  });
  afterEach(() => restore());

  it('shows a fade and a scroll button only at an edge with more tabs past it', async () => {
    const { user, bar } = renderTabs();

    const right = await waitFor(() => {
      const button = scrollButton('right');
      expect(button).toBeTruthy();
      return button as HTMLElement;
    });
    expect(scrollButton('left')).toBeNull();
    // Out of the Tab order and hidden from screen readers: the arrow keys reach every tab already.
    expect(right.getAttribute('aria-hidden')).toBe('true');
    expect(right.tabIndex).toBe(-1);
    expect(right.closest('[data-more-tabs="end"]')?.className).toContain('bg-linear-to-l');

    // A page at a time: the bar less the two edges (300 - 2 x 44).
    await user.click(right);
    expect(bar.scrollLeft).toBe(212);
    expect(scrollButton('left')).toBeTruthy();
    expect(scrollButton('right')).toBeTruthy();
    await user.click(right);
    expect(bar.scrollLeft).toBe(420);
    expect(scrollButton('right')).toBeNull();
    // Scrolling does not change the tab.
    expect(selected()).toBe('One');

    await user.click(scrollButton('left') as HTMLElement);
    expect(bar.scrollLeft).toBe(208);
    expect(scrollButton('right')).toBeTruthy();
  });

  it('keeps the selected tab clear of the edges as the arrow keys move, and Tab still leaves the bar', async () => {
    const { user, bar } = renderTabs();

    await user.click(screen.getByRole('tab', { name: 'One' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selected()).toBe('Three');
    // Three ends at 360: scrolled so that it ends 44px before the bar's right edge.
    await waitFor(() => expect(bar.scrollLeft).toBe(360 - BAR + 44));
    await user.keyboard('{End}');
    expect(selected()).toBe('Six');
    await waitFor(() => expect(bar.scrollLeft).toBe(420));
    await user.keyboard('{Home}');
    await waitFor(() => expect(bar.scrollLeft).toBe(0));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'One' }));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'One' }));
  });

  it('scrolls a selected later tab into view on first render', async () => {
    const { bar } = renderTabs('Five');

    // Five ends at 600: the bar scrolls to 600 - 300 + 44.
    await waitFor(() => expect(bar.scrollLeft).toBe(344));
    expect(scrollButton('left')).toBeTruthy();
    expect(scrollButton('right')).toBeTruthy();
  });
});

describe('TabsList with room for every tab', () => {
  it('shows no fade or scroll button', async () => {
    renderTabs();
    await act(() => Promise.resolve());
    expect(scrollButton('left')).toBeNull();
    expect(scrollButton('right')).toBeNull();
    expect(document.querySelector('[data-more-tabs]')).toBeNull();
  });
});
