/** "line 4", "lines 4, 9 and 12", with "and more" when only the first lines were listed. */
export function linesText(lines: readonly number[], count: number): string {
  if (lines.length === 0) return '';
  const listed = lines.map(String);
  const more = count > lines.length;
  if (listed.length === 1 && !more) return `line ${listed[0]}`;
  if (more) return `lines ${listed.join(', ')} and more`;
  return `lines ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
}
