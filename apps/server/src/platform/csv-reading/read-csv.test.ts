import { columnBit } from '@steward/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectEncoding } from './decode';
import { CsvEncodingError, CsvSyntaxError, readCsv } from './read-csv';
import { type CsvRow, CsvTokenizer, detectDelimiter, MAX_ROW_CHARS } from './tokenizer';

/** The file's bytes in pieces of `size` bytes, as a stream delivers them. */
async function* pieces(bytes: Buffer, size: number) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function read(content: string | Buffer, size = 7) {
  const rows = [];
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  for await (const batch of readCsv(pieces(bytes, size))) rows.push(...batch);
  return rows;
}

async function fields(content: string | Buffer, size = 7) {
  return (await read(content, size)).map((row) => row.fields);
}

/** How a spreadsheet writes a field: quoted when it holds a delimiter, quote or line break. */
function encodeField(value: string, delimiter: string) {
  return /["\r\n]/.test(value) || value.includes(delimiter) || value.startsWith('"')
    ? `"${value.replaceAll('"', '""')}"`
    : value;
}

describe('readCsv', () => {
  it('reads quoted fields holding delimiters, quotes and line breaks, across any chunk boundary', async () => {
    const csv =
      'First Name,Last Name,Amount,Note\r\nAda,"Lovelace, Countess","$1,250.00","said ""hi""\r\nthen left"\r\nBob,Smith,5,\r\n';
    for (const size of [1, 2, 3, 5, 64, 10_000]) {
      expect(await fields(csv, size)).toEqual([
        ['First Name', 'Last Name', 'Amount', 'Note'],
        ['Ada', 'Lovelace, Countess', '$1,250.00', 'said "hi"\r\nthen left'],
        ['Bob', 'Smith', '5', ''],
      ]);
    }
  });

  it('reports the line each record starts on, counting line breaks inside quotes', async () => {
    const rows = await read('a,b\n"x\ny",1\n2,3\n');
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4]);
  });

  it('detects semicolon, tab and pipe separated files, and keeps a one-column file whole', async () => {
    expect(await fields('Name;Amount;Date\n"Smith, Ann";10,50;2024-01-02\n')).toEqual([
      ['Name', 'Amount', 'Date'],
      ['Smith, Ann', '10,50', '2024-01-02'],
    ]);
    expect(await fields('Name\tAmount\nAnn\t5\n')).toEqual([
      ['Name', 'Amount'],
      ['Ann', '5'],
    ]);
    expect(await fields('Name|Amount\nAnn|5\n')).toEqual([
      ['Name', 'Amount'],
      ['Ann', '5'],
    ]);
    expect(await fields('Name\nAnn\n')).toEqual([['Name'], ['Ann']]);
    expect(detectDelimiter('a,b;c\n1,2;3\n4,5;6\n')).toBe(',');
  });

  it('reads LF, CRLF and lone CR line ends, with or without a final line break', async () => {
    for (const csv of ['a,b\n1,2\n3,4', 'a,b\r\n1,2\r\n3,4\r\n', 'a,b\r1,2\r3,4\r']) {
      expect(await fields(csv, 3)).toEqual([
        ['a', 'b'],
        ['1', '2'],
        ['3', '4'],
      ]);
    }
  });

  it('keeps rows with more or fewer fields than the header as they are', async () => {
    expect(await fields('a,b,c\n1,2\n4,5,6,7\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2'],
      ['4', '5', '6', '7'],
    ]);
  });

  it('refuses an unbalanced quote with the line where the quoted field starts', async () => {
    const error = await fields('a,b\n1,2\n3,"never closed\n5,6\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as Error).message).toBe('A quoted field is never closed (line 3)');
  });

  it('refuses a record longer than 1 MB instead of holding an endless line', async () => {
    const error = await fields(`a,b\n${'x'.repeat(MAX_ROW_CHARS + 10)}`, 64 * 1024).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect((error as Error).message).toContain('line 2');
  });

  it('reads UTF-8 with a byte order mark, UTF-16 both ways, and Windows-1252', async () => {
    const text = 'First Name,Last Name,Amount\nJosé,Müller,5\n';
    const expected = [
      ['First Name', 'Last Name', 'Amount'],
      ['José', 'Müller', '5'],
    ];
    expect(await fields(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual(
      expected,
    );
    const le = Buffer.from(text, 'utf16le');
    expect(await fields(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).toEqual(expected);
    expect(await fields(le)).toEqual(expected);
    const be = Buffer.from(le);
    be.swap16();
    expect(await fields(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toEqual(expected);
    expect(await fields(Buffer.from(text, 'latin1'))).toEqual(expected);
    expect(detectEncoding(Buffer.from(text, 'latin1')).encoding).toBe('windows-1252');
  });

  it('refuses a UTF-8 file that turns into other bytes after the part used to recognise it', async () => {
    const start = Buffer.from(`a,b\n${'x,1\n'.repeat(20_000)}`);
    const error = await fields(Buffer.concat([start, Buffer.from([0xff, 0xfe, 0x41])]), 4096).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CsvEncodingError);
  });

  it('reads back any table a spreadsheet would write, whatever the chunk size (property)', async () => {
    const field = fc.string({
      unit: fc.constantFrom('a', 'B', ' ', ',', ';', '"', '\n', '\r\n', 'é', '1', '$'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(',', ';', '\t'),
        fc.integer({ min: 2, max: 5 }).chain((width) =>
          fc.array(fc.array(field, { minLength: width, maxLength: width }), {
            minLength: 1,
            maxLength: 12,
          }),
        ),
        fc.integer({ min: 1, max: 50 }),
        async (delimiter, table, size) => {
          const header = table[0]?.map((_, i) => `col${i}`) ?? [];
          const all = [header, ...table];
          const csv = `${all.map((row) => row.map((value) => encodeField(value, delimiter)).join(delimiter)).join('\r\n')}\r\n`;
          const tokenizer = new CsvTokenizer(delimiter);
          const rows: CsvRow[] = [];
          for (let i = 0; i < csv.length; i += size) tokenizer.push(csv.slice(i, i + size), rows);
          tokenizer.end(rows);
          expect(rows.map((row) => row.fields)).toEqual(all);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('ends a record left by one chunk in the next, even a quoted field over many lines and chunks', () => {
    const note = Array.from({ length: 12 }, (_, i) => `line ${i}`).join('\r\n');
    const csv = `a,b\r\n1,"${note}"\r\n2,x\r3,"y\ny"\n4,z`;
    for (const size of [1, 2, 3, 4, 7, 11, 30]) {
      const tokenizer = new CsvTokenizer(',');
      const rows: CsvRow[] = [];
      for (let i = 0; i < csv.length; i += size) tokenizer.push(csv.slice(i, i + size), rows);
      tokenizer.end(rows);
      expect(rows.map((row) => [row.line, ...row.fields])).toEqual([
        [1, 'a', 'b'],
        [2, '1', note],
        [14, '2', 'x'],
        [15, '3', 'y\ny'],
        [17, '4', 'z'],
      ]);
    }
  });

  it('gives a handler the records it would give a list, in its one reused array (property)', async () => {
    const field = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '\r\n', '\r', '\u0000') });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 30 }),
        async (table, size) => {
          const csv = table.map((row) => row.map((value) => encodeField(value, ',')).join(',')).join('\n');
          const listed: CsvRow[] = [];
          const handled: CsvRow[] = [];
          const arrays = new Set<readonly string[]>();
          const handler = (fields: readonly string[], line: number, controlColumns: number) => {
            arrays.add(fields);
            handled.push({ fields: [...fields], line, controlColumns });
          };
          const list = new CsvTokenizer(',');
          const handing = new CsvTokenizer(',');
          for (let i = 0; i < csv.length; i += size) {
            list.push(csv.slice(i, i + size), listed);
            handing.push(csv.slice(i, i + size), handler);
          }
          list.end(listed);
          handing.end(handler);
          expect(handled).toEqual(listed);
          expect(arrays.size).toBe(Math.min(1, listed.length));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('marks exactly the fields holding a control character other than tab, whatever the chunk size (property)', async () => {
    const field = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\t', '\n', '\r\n', '\r', '\u0000', '\u001b', '\v'),
      maxLength: 6,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what the mark is about.
    const control = /[\u0000-\u0008\u000a-\u001f]/;
    await fc.assert(
      fc.asyncProperty(
        // Up to 40 fields: from the 32nd on, one bit stands for them all.
        fc.array(fc.array(field, { minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        async (table, size) => {
          const csv = `${table.map((row) => row.map((value) => encodeField(value, ',')).join(',')).join('\r\n')}\r\n`;
          const tokenizer = new CsvTokenizer(',');
          const rows: CsvRow[] = [];
          for (let i = 0; i < csv.length; i += size) tokenizer.push(csv.slice(i, i + size), rows);
          tokenizer.end(rows);
          expect(rows.map((row) => row.fields)).toEqual(table);
          expect(rows.map((row) => row.controlColumns)).toEqual(
            table.map((row) =>
              row.reduce(
                (columns, value, index) => (control.test(value) ? columns | columnBit(index) : columns),
                0,
              ),
            ),
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws anything but a CSV error on arbitrary bytes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 400 }),
        fc.integer({ min: 1, max: 64 }),
        async (bytes, size) => {
          try {
            await fields(Buffer.from(bytes), size);
          } catch (error) {
            expect(error instanceof CsvSyntaxError || error instanceof CsvEncodingError).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
