/**
 * A cell a spreadsheet would read as a formula (OWASP "CSV injection": =, +, -, @, tab, carriage
 * return at the start) gets a leading apostrophe, which spreadsheets show as text. A plain number
 * ("-25.00", a credit in a journal import) is no formula and stays as it is: an apostrophe would
 * make the ledger refuse it.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
}

/** One CSV line (CRLF, RFC 4180 quoting) of cells made safe against formulas. */
export function csvLine(cells: readonly string[]): string {
  return `${cells
    .map((cell) => {
      const safe = neutraliseFormula(cell);
      return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
    })
    .join(',')}\r\n`;
}
