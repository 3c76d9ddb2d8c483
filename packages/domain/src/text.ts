/**
 * The text's start, at most `max` UTF-16 units, never cutting a character outside the Basic
 * Multilingual Plane (an emoji, a rare CJK character) in two.
 */
export function textStart(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}
