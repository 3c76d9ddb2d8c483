import { fitFileName, withoutDirectionMarks } from '@steward/domain';

/**
 * A Content-Disposition header value (RFC 6266) that names the file `filename`.
 *
 * The header is always plain ASCII and never breaks: `filename="…"` carries an ASCII fallback
 * (accents dropped, anything else unsafe replaced by `_`), and when that fallback is not the exact
 * name, `filename*=UTF-8''…` (RFC 8187 percent-encoding) carries the real one, which every current
 * browser prefers. Control characters (CR, LF, …) are never part of a saved name: they become `_`; direction
 * marks are dropped, and a name longer than 255 bytes is shortened, keeping its extension.
 */
export function contentDisposition(disposition: 'inline' | 'attachment', filename: string): string {
  const name = cleanName(filename);
  const fallback = asciiFallback(name);
  const header = `${disposition}; filename="${fallback}"`;
  // `%` is kept in the fallback, but some clients percent-decode it there: give them the exact name too.
  return fallback === name && !name.includes('%')
    ? header
    : `${header}; filename*=UTF-8''${encodeExtValue(name)}`;
}

/**
 * The name without control characters, direction marks (which can disguise an extension) or
 * unpaired UTF-16 surrogates, at most 255 bytes of UTF-8 with its extension (what a file system
 * takes); never empty.
 */
function cleanName(filename: string): string {
  const name = withoutDirectionMarks(filename)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '_')
    // With the u flag this matches only surrogates that are not half of a pair.
    .replace(/[\ud800-\udfff]/gu, '\ufffd')
    .trim();
  return name === '' ? 'download' : fitFileName(name);
}

/** Printable ASCII only, without `"` and `\` (which quoted-string would need escaped). */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 8187 value-chars: percent-encoded UTF-8, leaving only attr-char unescaped. */
function encodeExtValue(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
