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

/**
 * Called with each record as it is read. `fields` is the tokenizer's own array, reused for the
 * next record: read it, do not keep it. The parse stage reads each record into a gift at once, so
 * a million records cost no million arrays and row objects (they were a quarter of its garbage).
 */
export type CsvRecordHandler = (
  fields: readonly string[],
  line: number,
  controlColumns: ControlColumns,
) => void;

/** Where the tokenizer puts the records it reads: a list of CsvRow, or a handler. */
export type CsvSink = CsvRow[] | CsvRecordHandler;

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
  /** The fields of the record being read, when a handler takes the records (CsvRecordHandler). */
  private readonly fields: string[] = [];

  constructor(private readonly delimiter: string) {
    if (delimiter.length !== 1) throw new Error('The delimiter must be one character');
  }

  /** Tokenizes the complete records of `chunk` (with what was pending) into `rows`. */
  push(chunk: string, rows: CsvSink): void {
    let text = chunk;
    let from = 0;
    if (this.pending.length > 0) {
      from = this.finishPending(chunk, rows);
      if (from === -1) {
        // The pending record goes on past the chunk's first few line breaks: read them as one.
        text = this.pending + chunk;
        from = 0;
      }
    }
    const consumed = this.scan(text, from, rows, false);
    this.pending = text.slice(consumed);
    if (this.pending.length > MAX_ROW_CHARS) {
      throw new CsvSyntaxError('A record is longer than 1 MB; is this a CSV file?', this.line);
    }
  }

  /**
   * Ends the record left pending by the previous chunk with the start of `chunk`, and returns
   * where the next record starts in `chunk`, or -1 when the record did not end by the chunk's
   * third line break (a quoted field over several lines; then the caller joins the two whole).
   * Why not always `pending + chunk`: that is a cons string, and reading one character by
   * character is about twice as slow as reading the decoder's flat chunk (a tenth of the parse).
   */
  private finishPending(chunk: string, rows: CsvSink): number {
    let end = 0;
    for (let attempt = 0; attempt < 3; attempt++) {
      end = lineEnd(chunk, end);
      // One character past the line break, so that a CR there is known not to precede an LF.
      if (end === -1 || end >= chunk.length) return -1;
      const head = this.pending + chunk.slice(0, end + 1);
      const consumed = this.scan(head, 0, rows, false);
      // A record can only end at a line break: anything consumed ended the pending one.
      if (consumed > 0) {
        const from = consumed - this.pending.length;
        this.pending = '';
        return from;
      }
    }
    return -1;
  }

  /** Tokenizes what is left at the end of the file. */
  end(rows: CsvSink): void {
    if (this.pending.length > 0) this.scan(this.pending, 0, rows, true);
    this.pending = '';
  }

  /**
   * Reads records from `text`, from `start` (a record's start), into `rows`; returns the index
   * up to which it consumed `text`. Without `final`, a record not yet ended by a line break is
   * left (unconsumed) for the next chunk.
   */
  private scan(text: string, start: number, rows: CsvSink, final: boolean): number {
    const delimiter = this.delimiter.charCodeAt(0);
    const length = text.length;
    let position = start;
    let recordStart = start;
    let recordLine = this.line;
    let line = this.line;
    // A handler is given the same array for every record; a list gets a new one for each.
    let fields: string[] = typeof rows === 'function' ? this.fields : [];
    let count = 0;
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
        fields[count++] = value;
      } else {
        const next = this.nextBoundary(text, position, delimiter);
        fields[count++] = text.slice(position, next);
        position = next;
      }
      if (this.controlCharacter) {
        this.controlColumns |= columnBit(count - 1);
        this.controlCharacter = false;
      }

      if (position >= length) {
        if (!final) return incomplete();
        this.emit(rows, fields, count, recordLine);
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
      this.emit(rows, fields, count, recordLine);
      this.controlColumns = 0;
      line += 1;
      if (typeof rows !== 'function') fields = [];
      count = 0;
      recordStart = position;
      recordLine = line;
      if (position === length) {
        this.line = line;
        return length;
      }
    }
  }

  /** Gives `rows` the record of the first `count` of `fields`. */
  private emit(rows: CsvSink, fields: string[], count: number, line: number): void {
    // Shorter than the record before: the reused array loses its last fields (no new array).
    if (fields.length !== count) fields.length = count;
    if (typeof rows === 'function') rows(fields, line, this.controlColumns);
    else rows.push({ fields, line, controlColumns: this.controlColumns });
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

/** The index just after the first line break (CR, LF or CRLF) at or after `from`, or -1. */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === LF) return i + 1;
    if (code === CR) return text.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
  }
  return -1;
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
