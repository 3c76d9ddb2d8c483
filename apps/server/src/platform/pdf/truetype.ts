/**
 * TrueType subsets for embedding in a PDF (a CIDFontType2's FontFile2): only the glyphs drawn,
 * renumbered, with the tables a PDF reader needs (head, hhea, maxp, hmtx, loca, glyf, and the
 * hinting tables cvt, fpgm, prep as they are). Characters are mapped by the PDF's CIDToGIDMap and
 * ToUnicode, so the subset needs no cmap, name or post table (ISO 32000-1, 9.9).
 *
 * Written here rather than taken from @pdf-lib/fontkit 1.1.1, whose subsets write a short loca
 * table without padding odd-length glyph records, so every glyph after the first odd one is read
 * a byte off and renders blank or garbled (a known pdf-lib bug, fixed only in upstream fontkit
 * 1.8; docs/decisions.md); it is also about ten times slower, decoding every glyph it copies.
 */

interface TableRecord {
  offset: number;
  length: number;
}

const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** Copied as they are when the font has them. */
const HINTING_TABLES = ['cvt ', 'fpgm', 'prep'] as const;

export class TrueTypeFont {
  private readonly tables = new Map<string, TableRecord>();
  private readonly loca: Uint32Array;
  private readonly numberOfHMetrics: number;
  readonly numGlyphs: number;

  constructor(private readonly data: Buffer) {
    if (data.readUInt32BE(0) !== 0x00010000) throw new Error('Not a TrueType font with glyf outlines.');
    const count = data.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      this.tables.set(data.toString('latin1', at, at + 4), {
        offset: data.readUInt32BE(at + 8),
        length: data.readUInt32BE(at + 12),
      });
    }
    for (const tag of ['head', 'hhea', 'maxp', 'hmtx', 'loca', 'glyf']) {
      if (!this.tables.has(tag)) throw new Error(`The font has no ${tag} table.`);
    }
    this.numGlyphs = data.readUInt16BE(this.table('maxp').offset + 4);
    this.numberOfHMetrics = data.readUInt16BE(this.table('hhea').offset + 34);
    const longOffsets = data.readInt16BE(this.table('head').offset + 50) === 1;
    const loca = this.table('loca').offset;
    this.loca = new Uint32Array(this.numGlyphs + 1);
    for (let gid = 0; gid <= this.numGlyphs; gid++) {
      this.loca[gid] = longOffsets
        ? data.readUInt32BE(loca + gid * 4)
        : data.readUInt16BE(loca + gid * 2) * 2;
    }
  }

  private table(tag: string): TableRecord {
    return this.tables.get(tag) as TableRecord;
  }

  private tableBytes(tag: string): Buffer {
    const { offset, length } = this.table(tag);
    return this.data.subarray(offset, offset + length);
  }

  private glyphRecord(gid: number): Buffer {
    const start = this.table('glyf').offset + (this.loca[gid] as number);
    return this.data.subarray(start, this.table('glyf').offset + (this.loca[gid + 1] as number));
  }

  private metrics(gid: number): { advance: number; leftSideBearing: number } {
    const hmtx = this.table('hmtx').offset;
    const last = this.numberOfHMetrics - 1;
    return {
      advance: this.data.readUInt16BE(hmtx + Math.min(gid, last) * 4),
      leftSideBearing:
        gid <= last
          ? this.data.readInt16BE(hmtx + gid * 4 + 2)
          : this.data.readInt16BE(hmtx + this.numberOfHMetrics * 4 + (gid - this.numberOfHMetrics) * 2),
    };
  }

  /**
   * A font of glyph 0 (the missing glyph) and then `glyphIds` in order, so that glyph
   * `glyphIds[i]` is glyph i + 1 of the subset; the components of composite glyphs are added
   * after them.
   */
  subset(glyphIds: readonly number[]): Uint8Array {
    const order = [0];
    const newId = new Map<number, number>([[0, 0]]);
    const include = (gid: number): number => {
      if (gid < 0 || gid >= this.numGlyphs) throw new Error(`No glyph ${gid} in the font.`);
      let id = newId.get(gid);
      if (id === undefined) {
        id = order.length;
        order.push(gid);
        newId.set(gid, id);
      }
      return id;
    };
    for (const [i, gid] of glyphIds.entries()) {
      if (include(gid) !== i + 1) throw new Error(`Glyph ${gid} is the missing glyph or a repeat.`);
    }

    const records: Buffer[] = [];
    for (let i = 0; i < order.length; i++) {
      let record = this.glyphRecord(order[i] as number);
      if (record.length >= 10 && record.readInt16BE(0) < 0) {
        // A composite glyph: its components are renumbered (and added when new).
        record = Buffer.from(record);
        let at = 10;
        for (;;) {
          const flags = record.readUInt16BE(at);
          record.writeUInt16BE(include(record.readUInt16BE(at + 2)), at + 2);
          at += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
          if (flags & WE_HAVE_A_SCALE) at += 2;
          else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) at += 4;
          else if (flags & WE_HAVE_A_TWO_BY_TWO) at += 8;
          if (!(flags & MORE_COMPONENTS)) break;
        }
      }
      records.push(record);
    }

    const count = order.length;
    const loca = Buffer.alloc((count + 1) * 4);
    const hmtx = Buffer.alloc(count * 4);
    let glyfLength = 0;
    records.forEach((record, i) => {
      loca.writeUInt32BE(glyfLength, i * 4);
      glyfLength += (record.length + 3) & ~3; // records 4-byte aligned
      const { advance, leftSideBearing } = this.metrics(order[i] as number);
      hmtx.writeUInt16BE(advance, i * 4);
      hmtx.writeInt16BE(leftSideBearing, i * 4 + 2);
    });
    loca.writeUInt32BE(glyfLength, count * 4);
    const glyf = Buffer.alloc(glyfLength);
    let at = 0;
    for (const record of records) {
      record.copy(glyf, at);
      at += (record.length + 3) & ~3;
    }

    const head = Buffer.from(this.tableBytes('head'));
    head.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    head.writeInt16BE(1, 50); // long loca offsets
    const hhea = Buffer.from(this.tableBytes('hhea'));
    hhea.writeUInt16BE(count, 34);
    const maxp = Buffer.from(this.tableBytes('maxp'));
    maxp.writeUInt16BE(count, 4);

    const tables = new Map<string, Buffer>([
      ['glyf', glyf],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
    ]);
    for (const tag of HINTING_TABLES) if (this.tables.has(tag)) tables.set(tag, this.tableBytes(tag));
    return writeFont(tables);
  }
}

function checksum(bytes: Buffer): number {
  let sum = 0;
  const whole = bytes.length & ~3;
  for (let i = 0; i < whole; i += 4) sum = (sum + bytes.readUInt32BE(i)) >>> 0;
  if (whole < bytes.length) {
    const tail = Buffer.alloc(4);
    bytes.copy(tail, 0, whole);
    sum = (sum + tail.readUInt32BE(0)) >>> 0;
  }
  return sum;
}

/** An sfnt file of the tables, sorted by tag, each 4-byte aligned, with checksums. */
function writeFont(tables: Map<string, Buffer>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const headerLength = 12 + count * 16;
  const total = tags.reduce(
    (sum, tag) => sum + (((tables.get(tag) as Buffer).length + 3) & ~3),
    headerLength,
  );
  const out = Buffer.alloc(total);
  out.writeUInt32BE(0x00010000, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerLength;
  let headOffset = 0;
  tags.forEach((tag, i) => {
    const bytes = tables.get(tag) as Buffer;
    const record = 12 + i * 16;
    out.write(tag, record, 4, 'latin1');
    out.writeUInt32BE(checksum(bytes), record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(bytes.length, record + 12);
    bytes.copy(out, offset);
    if (tag === 'head') headOffset = offset;
    offset += (bytes.length + 3) & ~3;
  });
  out.writeUInt32BE((0xb1b0afba - checksum(out)) >>> 0, headOffset + 8);
  return out;
}
