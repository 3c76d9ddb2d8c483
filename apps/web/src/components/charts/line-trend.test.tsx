import { render } from '@testing-library/react';
import { cloneElement, type ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LineTrend } from './line-trend';

// happy-dom lays nothing out: the chart gets a fixed size instead of measuring its box.
vi.mock('recharts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
    cloneElement(children, { width: 600, height: 300 }),
}));

const POINTS = [
  { label: 'Sep 2026', value: 1200 },
  { label: 'Oct 2026', value: 1500 },
  { label: 'Nov 2026', value: 400 },
];

function drawLine(partialLast: boolean) {
  const { container } = render(
    <LineTrend
      points={POINTS}
      summary="Monthly donations"
      name="Donations"
      formatTick={String}
      formatValue={String}
      partialLast={partialLast}
    />,
  );
  return Array.from(container.querySelectorAll<SVGPathElement>('path.recharts-line-curve'));
}

describe('LineTrend', () => {
  beforeEach(() => {
    // Reduced motion: the lines are drawn at once, with their own dash pattern.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  });

  it('draws one solid line through every point', () => {
    const lines = drawLine(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.getAttribute('stroke-dasharray')).toBeNull();
    expect(document.querySelectorAll('circle[stroke-dasharray]')).toHaveLength(0);
  });

  it('draws the segment into a partial last point dashed, and that point as a broken ring', () => {
    const lines = drawLine(true).filter((line) => line.getAttribute('stroke') !== 'none');
    expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual([null, '5 4']);
    // The solid line stops at the last complete point: one segment fewer than the dashed one's end.
    const [solid, dashed] = lines.map((line) => line.getAttribute('d') ?? '');
    const lastX = (d: string) => Number(/([\d.]+),[\d.]+$/.exec(d)?.[1]);
    expect(lastX(solid ?? '')).toBeLessThan(lastX(dashed ?? ''));
    // The last point's ring is broken too; the others are whole.
    const rings = Array.from(document.querySelectorAll('circle'));
    expect(rings.filter((ring) => ring.hasAttribute('stroke-dasharray'))).toHaveLength(1);
    expect(rings).toHaveLength(POINTS.length);
  });
});
