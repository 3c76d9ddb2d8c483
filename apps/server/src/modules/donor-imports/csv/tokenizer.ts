import { type ControlColumns, columnBit } from '@steward/domain';

/**
 * A streaming RFC 4180 tokenizer for donor exports, fed text in chunks of any size.
 *
 * Why not a library: papaparse (the original product's parser) is 2x slower than this and holds
 * the file in header mode; udsv is as fast but silently drops the rest of a file after an
 * unbalanced quote and misreads rows with a different number of fields, which real exports have.
 * Neither reports the line of a problem. docs/decisions.md has the measurements.
 *
 * Rules: a field that starts with `"` is quoted, `""` inside it is one quote, and it may hold
 * delimiters and line breaks; a quote inside an unquoted field is an ordinary character; text
 * after a closing quote is kept (as papaparse does); rows end at LF, CRLF or a lone CR.
 */

export class CsvSyntaxError extends Error {
  constructor(
    readonly reason: string,
    /** 1-based physical line of the file where the problem starts. */
    readonly line: number,
  ) {
    super(`${reason} (line ${line})`);
    this.name = 'CsvSyntaxError';
  }
}

/** One record of the file and the physical line it starts on. */
export interface CsvRow {
  fields: string[];
  line: number;
  /**
   * The fields holding a C0 control character other than tab, a line break inside quotes included,
   * one bit per field (the domain's ControlColumns). Found on the way (the tokenizer reads every
   * character anyway), so that the row rules need not test the clean values, almost all of them,
   * again; a dirty column the rules do not read (a notes column) costs nothing.
   */
  controlColumns: ControlColumns;
}

/** A record longer than this is refused: no donor export has one, and it bounds the work per chunk. */
export const MAX_ROW_CHARS = 1024 * 1024;

const QUOTE = 34;
const TAB = 9;
const LF = 10;
const CR = 13;
const SPACE = 32;

export class CsvTokenizer {
  /** Text of the record in progress, carried over from the previous chunk. */
  private pending = '';
  /** Physical line the pending record starts on. */
  private line = 1;
  /** The field being read has a control character. */
  private controlCharacter = false;
  /** The fields of the record being read that have one (CsvRow.controlColumns). */
  private controlColumns: ControlColumns = 0;

  constructor(private readonly delimiter: string) {
    if (delimiter.length !== 1) throw new Error('The delimiter must be one character');
  }

  /** Tokenizes the complete records of `chunk` (with what was pending) into `rows`. */
  push(chunk: string, rows: CsvRow[]): void {
    const text = this.pending + chunk;
    const consumed = this.scan(text, rows, false);
    this.pending = text.slice(consumed);
    if (this.pending.length > MAX_ROW_CHARS) {
      throw new CsvSyntaxError('A record is longer than 1 MB; is this a CSV file?', this.line);
    }
  }

  /** Tokenizes what is left at the end of the file. */
  end(rows: CsvRow[]): void {
    if (this.pending.length > 0) this.scan(this.pending, rows, true);
    this.pending = '';
  }

  /**
   * Reads records from `text` into `rows`; returns how many characters were consumed. Without
   * `final`, a record not yet ended by a line break is left (unconsumed) for the next chunk.
   */
  private scan(text: string, rows: CsvRow[], final: boolean): number {
    const delimiter = this.delimiter.charCodeAt(0);
    const length = text.length;
    let position = 0;
    let recordStart = 0;
    let recordLine = this.line;
    let line = this.line;
    let fields: string[] = [];
    const incomplete = () => {
      this.line = recordLine;
      return recordStart;
    };
    this.controlCharacter = false;
    this.controlColumns = 0;

    for (;;) {
      // A field starts at `position`.
      if (position < length && text.charCodeAt(position) === QUOTE) {
        const quoteLine = line;
        let value = '';
        let from = position + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close === -1) {
            if (!final) return incomplete();
            throw new CsvSyntaxError('A quoted field is never closed', quoteLine);
          }
          // A quote at the very end of a chunk may be the first half of "".
          if (close + 1 === length && !final) return incomplete();
          line += this.countLineBreaks(text, from, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          value += text.slice(from, close);
          position = close + 1;
          break;
        }
        // Text between the closing quote and the next delimiter or line break is kept.
        const next = this.nextBoundary(text, position, delimiter);
        if (next > position) value += text.slice(position, next);
        position = next;
        fields.push(value);
      } else {
        const next = this.nextBoundary(text, position, delimiter);
        fields.push(text.slice(position, next));
        position = next;
      }
      if (this.controlCharacter) {
        this.controlColumns |= columnBit(fields.length - 1);
        this.controlCharacter = false;
      }

      if (position >= length) {
        if (!final) return incomplete();
        rows.push({ fields, line: recordLine, controlColumns: this.controlColumns });
        this.line = line + 1;
        return length;
      }
      const code = text.charCodeAt(position);
      if (code === delimiter) {
        position += 1;
        continue;
      }
      // A line break ends the record; CRLF counts once. A CR at the chunk's end may precede an LF.
      if (code === CR && position + 1 === length && !final) return incomplete();
      position += code === CR && text.charCodeAt(position + 1) === LF ? 2 : 1;
      rows.push({ fields, line: recordLine, controlColumns: this.controlColumns });
      this.controlColumns = 0;
      line += 1;
      fields = [];
      recordStart = position;
      recordLine = line;
      if (position === length) {
        this.line = line;
        return length;
      }
    }
  }

  /**
   * Index of the next delimiter or line break at or after `from`, or the text's length; notes a
   * control character on the way.
   */
  private nextBoundary(text: string, from: number, delimiter: number): number {
    const length = text.length;
    for (let i = from; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code < SPACE) {
        if (code === delimiter || code === LF || code === CR) return i;
        if (code !== TAB) this.controlCharacter = true;
      } else if (code === delimiter) return i;
    }
    return length;
  }

  /** The line breaks of a quoted value; notes them, and any other control character, too. */
  private countLineBreaks(text: string, from: number, to: number): number {
    let count = 0;
    for (let i = from; i < to; i++) {
      const code = text.charCodeAt(i);
      if (code >= SPACE || code === TAB) continue;
      this.controlCharacter = true;
      if (code === LF || (code === CR && text.charCodeAt(i + 1) !== LF)) count++;
    }
    return count;
  }
}

const CANDIDATE_DELIMITERS = [',', ';', '\t', '|'] as const;
const DETECTION_ROWS = 20;

/**
 * The delimiter of a file, from its first records (as papaparse guesses it): the candidate that
 * splits the header into more than one field and the most following records into as many fields.
 * Comma when nothing fits better (a one-column file).
 */
export function detectDelimiter(sample: string): string {
  let best: { delimiter: string; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of CANDIDATE_DELIMITERS) {
    const rows: CsvRow[] = [];
    try {
      new CsvTokenizer(delimiter).push(sample, rows);
    } catch {
      continue;
    }
    const [header, ...rest] = rows.slice(0, DETECTION_ROWS);
    if (!header || header.fields.length < 2) continue;
    const consistent = rest.filter((row) => row.fields.length === header.fields.length).length;
    // Consistency first, then more fields (a name with a comma in a semicolon file still loses).
    const score = (consistent + 1) * 1000 + header.fields.length;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}
