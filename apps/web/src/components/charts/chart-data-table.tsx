import type { ReactNode } from 'react';

interface ChartDataTableProps {
  caption: string;
  columns: string[];
  /** One row per data point; the first cell heads the row. */
  rows: { key: string; cells: ReactNode[] }[];
}

/** The numbers behind a chart, for screen readers only: the chart itself is one image to them. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    // sr-only sets nowrap, and a table never shrinks below its content: long cells ("Nov 2026 so far
    // (partial month)") would then widen a phone's page. Wrapped, the table stays narrow.
    <table className="sr-only whitespace-normal">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in order.
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in order.
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
