import type { CSSProperties } from 'react';

/** The dashboard's chart colours (Tailwind's indigo, teal and slate), each at least 3:1 on white. */
export const CHART_COLOURS = {
  primary: '#4f46e5',
  secondary: '#0d9488',
  grid: '#e2e8f0',
  text: '#475569',
} as const;

/** Axis labels small enough for a few to fit a phone. */
export const AXIS_TICK = { fontSize: 12, fill: CHART_COLOURS.text };

export const TOOLTIP_STYLE: CSSProperties = {
  borderRadius: 8,
  borderColor: CHART_COLOURS.grid,
  fontSize: 13,
};
