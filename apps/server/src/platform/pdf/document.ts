/**
 * A PDF written with pdf-lib's objects but our own content streams and font embedding: each
 * face used is embedded once per document as a subset (Type0 / CIDFontType2, Identity-H), with a
 * ToUnicode map built from the text each glyph was drawn for, and glyphs are placed with the
 * shaper's advances and offsets (pdf-lib's drawText uses only the font's default advances,
 * which misplaces Devanagari vowel signs).
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { Glyph } from '@pdf-lib/fontkit';
import {
  PDFContext,
  PDFDocument,
  PDFName,
  type PDFPageLeaf,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
  PngEmbedder,
} from 'pdf-lib';
import type { Face } from './fonts';
import type { Line } from './text';

export const PAGE_WIDTH = 612; // US Letter, in points
export const PAGE_HEIGHT = 792;

/**
 * One face as embedded in one document: a subset of the glyphs drawn, each under the font's own
 * glyph id. A character code (CID) is given to each pair of glyph and text, so that one glyph
 * drawn for two texts (a bracket mirrored in right-to-left text, a shape two letters share) keeps
 * the right text in the ToUnicode map for each; the CIDToGIDMap then maps codes to glyphs.
 */
class EmbeddedFont {
  /** The font's name in page resources: the same on every page. */
  readonly resourceName: string;
  private readonly cids = new Map<string, number>();
  /** The glyphs drawn (glyph 0, the missing glyph, is in every subset). */
  private readonly glyphIds = new Set<number>();
  /** By CID: the glyph, the text, the width. */
  private readonly gids: number[] = [0];
  private readonly unicode: string[] = [''];
  private readonly widths: number[] = [];

  constructor(
    readonly face: Face,
    readonly ref: PDFRef,
  ) {
    this.resourceName = `F${face.index}`;
    this.widths[0] = face.font.getGlyph(0).advanceWidth * face.scale;
  }

  /** The code that draws the glyph and stands for the text. */
  cid(glyph: Glyph, text: string): number {
    const key = `${glyph.id}\u0000${text}`;
    let cid = this.cids.get(key);
    if (cid === undefined) {
      // A character no face has is drawn as the missing glyph (a box), glyph 0; its code still
      // stands for the character.
      if (glyph.id !== 0) this.glyphIds.add(glyph.id);
      cid = this.gids.length;
      this.gids.push(glyph.id);
      this.unicode.push(text);
      this.widths.push(glyph.advanceWidth * this.face.scale);
      this.cids.set(key, cid);
    }
    return cid;
  }

  embed(context: PDFContext): void {
    const { font, scale } = this.face;
    const bytes = this.face.subset(this.glyphIds);
    // A subset's name starts with six capital letters and "+" (ISO 32000-1, 9.6.4).
    const baseName = `STWD${String.fromCharCode(65 + Math.floor(this.face.index / 26), 65 + (this.face.index % 26))}+${
      font.postscriptName ?? 'Font'
    }`;
    const fontFile = context.register(
      context.stream(deflateSync(bytes), { Filter: 'FlateDecode', Length1: bytes.length }),
    );
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: baseName,
        Flags: 4,
        FontBBox: [
          font.bbox.minX * scale,
          font.bbox.minY * scale,
          font.bbox.maxX * scale,
          font.bbox.maxY * scale,
        ].map(round),
        ItalicAngle: font.italicAngle,
        Ascent: round(font.ascent * scale),
        Descent: round(font.descent * scale),
        CapHeight: round((font.capHeight || font.ascent) * scale),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseName,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        DW: 0,
        W: [0, this.widths.map(round)],
        CIDToGIDMap: this.cidToGidMap(context),
      }),
    );
    const toUnicode = context.register(
      context.stream(deflateSync(Buffer.from(this.toUnicodeCMap(), 'latin1')), { Filter: 'FlateDecode' }),
    );
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseName,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }

  private cidToGidMap(context: PDFDocument['context']): PDFRef | 'Identity' {
    if (this.gids.every((gid, cid) => gid === cid)) return 'Identity';
    const map = Buffer.alloc(this.gids.length * 2);
    this.gids.forEach((gid, cid) => {
      map.writeUInt16BE(gid, cid * 2);
    });
    return context.register(context.stream(deflateSync(map), { Filter: 'FlateDecode' }));
  }

  private toUnicodeCMap(): string {
    const entries: string[] = [];
    for (let cid = 1; cid < this.gids.length; cid++) {
      const text = this.unicode[cid] ?? '';
      if (text) entries.push(`<${hex4(cid)}> <${utf16Hex(text)}>`);
    }
    const blocks: string[] = [];
    // At most 100 entries per beginbfchar block (PDF 1.7, 9.10.3).
    for (let i = 0; i < entries.length; i += 100) {
      const block = entries.slice(i, i + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    return [
      '/CIDInit /ProcSet findresource begin',
      '12 dict begin',
      'begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
      '/CMapName /Adobe-Identity-UCS def',
      '/CMapType 2 def',
      '1 begincodespacerange',
      '<0000> <FFFF>',
      'endcodespacerange',
      ...blocks,
      'endcmap',
      'CMapName currentdict /CMap defineresource pop',
      'end',
      'end',
    ].join('\n');
  }
}

export interface TextOptions {
  size: number;
  /** Gray level, 0 black (the default) to 1 white. */
  gray?: number;
}

/** One page's drawing operations, written as one content stream when the page is done. */
export class Canvas {
  private readonly ops: string[] = [];
  private readonly fontsUsed = new Set<EmbeddedFont>();
  private readonly imagesUsed = new Map<string, PDFRef>();

  constructor(
    private readonly writer: PdfWriter,
    private readonly node: PDFPageLeaf,
  ) {}

  /** Draws the line with its left end at x, baseline at y (points from the page's bottom left). */
  text(line: Line, x: number, y: number, { size, gray = 0 }: TextOptions): void {
    if (line.runs.length === 0) return;
    const ops = this.ops;
    // q/Q around the text object restore the colour, rendering mode and line width it sets.
    const scoped = gray !== 0 || line.runs.some((run) => run.fakeBold);
    ops.push(
      `${scoped ? 'q ' : ''}BT\n${gray ? `${num(gray)} g ${num(gray)} G\n` : ''}1 0 0 1 ${num(x)} ${num(y)} Tm`,
    );
    for (const run of line.runs) {
      const font = this.writer.font(run.face);
      this.fontsUsed.add(font);
      ops.push(`/${font.resourceName} ${num(size)} Tf`);
      if (run.fakeBold) ops.push(`2 Tr ${num(size * 0.03)} w`);
      if (run.actualText !== null)
        ops.push(`/Span << /ActualText <${utf16Hex(run.actualText, true)}> >> BDC`);
      // TJ numbers are thousandths of an em to move back: the font's own advance (its W entry)
      // minus the shaper's, and a mark's x offset around it; a y offset is a text rise.
      let tj = '';
      let hex = '';
      let rise = 0;
      const flush = () => {
        if (hex) tj += `<${hex}>`;
        hex = '';
      };
      const count = run.glyphs.length;
      for (let i = 0; i < count; i++) {
        const glyph = run.glyphs[i] as Glyph;
        const dx = run.offsets ? (run.offsets[i * 2] as number) : 0;
        const dy = run.offsets ? (run.offsets[i * 2 + 1] as number) : 0;
        if (dy !== rise) {
          flush();
          if (tj) ops.push(`[${tj}] TJ`);
          tj = '';
          ops.push(`${num((dy * size) / 1000)} Ts`);
          rise = dy;
        }
        if (dx !== 0) {
          flush();
          tj += ` ${num(-dx)} `;
        }
        hex += hex4(font.cid(glyph, run.texts[i] as string));
        // After the glyph: back by its x offset and by how much wider the font's advance is.
        const adjust = glyph.advanceWidth * run.face.scale - (run.advances[i] as number) + dx;
        if (Math.abs(adjust) > 0.01) {
          flush();
          tj += ` ${num(adjust)} `;
        }
      }
      flush();
      if (tj) ops.push(`[${tj}] TJ`);
      if (rise !== 0) ops.push('0 Ts');
      if (run.actualText !== null) ops.push('EMC');
      if (run.fakeBold) ops.push('0 Tr');
    }
    ops.push(scoped ? 'ET Q' : 'ET');
  }

  rect(x: number, y: number, width: number, height: number, gray: number): void {
    this.ops.push(`${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f 0 g`);
  }

  hline(x1: number, x2: number, y: number, thickness: number, gray = 0): void {
    this.ops.push(`${num(gray)} G ${num(thickness)} w ${num(x1)} ${num(y)} m ${num(x2)} ${num(y)} l S 0 G`);
  }

  image(image: DocumentImage, x: number, y: number, width: number, height: number): void {
    const name = `Im${this.imagesUsed.size}`;
    this.imagesUsed.set(name, image.ref);
    this.ops.push(`q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(y)} cm /${name} Do Q`);
  }

  /** Writes the page's content stream and resources. */
  finish(): void {
    const { node } = this;
    const { context } = this.writer;
    for (const font of this.fontsUsed) node.setFontDictionary(PDFName.of(font.resourceName), font.ref);
    for (const [name, ref] of this.imagesUsed) node.setXObject(PDFName.of(name), ref);
    const content = deflateSync(Buffer.from(this.ops.join('\n'), 'latin1'));
    node.addContentStream(context.register(context.stream(content, { Filter: 'FlateDecode' })));
  }
}

/** A PNG decoded and compressed for PDF once per process (a batch draws one logo thousands of times). */
interface PreparedImage {
  key: string;
  width: number;
  height: number;
  bitsPerComponent: number;
  /** RGB samples, deflated. */
  color: Uint8Array;
  /** Alpha samples, deflated, when the PNG has transparency. */
  alpha: Uint8Array | null;
}

export interface DocumentImage {
  ref: PDFRef;
  width: number;
  height: number;
}

const preparedByBytes = new WeakMap<Uint8Array, Promise<PreparedImage>>();
const preparedByHash = new Map<string, PreparedImage>();

async function preparePng(bytes: Uint8Array): Promise<PreparedImage> {
  const key = createHash('sha256').update(bytes).digest('hex');
  const known = preparedByHash.get(key);
  if (known) return known;
  // pdf-lib's own PNG decoding and compression, into a scratch context whose streams are kept.
  const embedder = await PngEmbedder.for(bytes);
  const scratch = PDFContext.create();
  const ref = await embedder.embedIntoContext(scratch);
  const color = scratch.lookup(ref, PDFStream);
  const mask = color.dict.get(PDFName.of('SMask'));
  const alpha = mask instanceof PDFRef ? scratch.lookup(mask, PDFStream) : null;
  if (!(color instanceof PDFRawStream) || (alpha && !(alpha instanceof PDFRawStream))) {
    throw new Error('Unexpected PNG stream.');
  }
  const prepared: PreparedImage = {
    key,
    width: embedder.width,
    height: embedder.height,
    bitsPerComponent: embedder.bitsPerComponent,
    color: color.contents,
    alpha: alpha instanceof PDFRawStream ? alpha.contents : null,
  };
  if (preparedByHash.size >= 16) preparedByHash.clear();
  preparedByHash.set(key, prepared);
  return prepared;
}

/**
 * A document being written: its pages, and the fonts and images they share, embedded once per
 * document (a font when the document is finished, with the glyphs every page drew).
 */
export abstract class PdfWriter {
  private readonly fonts = new Map<Face, EmbeddedFont>();
  private readonly images = new Map<string, DocumentImage>();

  constructor(readonly context: PDFContext) {}

  abstract newPage(): Canvas;

  font(face: Face): EmbeddedFont {
    let font = this.fonts.get(face);
    if (!font) {
      font = new EmbeddedFont(face, this.context.nextRef());
      this.fonts.set(face, font);
    }
    return font;
  }

  /** The PNG as an image of this document, embedded once however often it is drawn. */
  async png(bytes: Uint8Array): Promise<DocumentImage> {
    let preparing = preparedByBytes.get(bytes);
    if (!preparing) {
      preparing = preparePng(bytes);
      preparedByBytes.set(bytes, preparing);
    }
    const prepared = await preparing;
    const known = this.images.get(prepared.key);
    if (known) return known;
    const { context } = this;
    const { width, height, bitsPerComponent } = prepared;
    const image = {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      BitsPerComponent: bitsPerComponent,
    };
    const mask = prepared.alpha
      ? context.register(
          context.stream(prepared.alpha, {
            ...image,
            ColorSpace: 'DeviceGray',
            Decode: [0, 1],
            Filter: 'FlateDecode',
          }),
        )
      : undefined;
    const ref = context.register(
      context.stream(prepared.color, {
        ...image,
        ColorSpace: 'DeviceRGB',
        Filter: 'FlateDecode',
        ...(mask ? { SMask: mask } : {}),
      }),
    );
    const embedded = { ref, width, height };
    this.images.set(prepared.key, embedded);
    return embedded;
  }

  /** Writes every font used into the document's objects, as a subset of the glyphs drawn. */
  protected embedFonts(): void {
    for (const font of this.fonts.values()) font.embed(this.context);
  }
}

export interface DocumentMeta {
  title: string;
  author: string;
  created: Date;
}

/** A document written in memory and saved as one buffer (one statement, a batch's report). */
export class DocumentWriter extends PdfWriter {
  private constructor(private readonly doc: PDFDocument) {
    super(doc.context);
  }

  static async create(meta: DocumentMeta): Promise<DocumentWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setCreator(CREATOR);
    doc.setProducer(PRODUCER);
    doc.setCreationDate(meta.created);
    doc.setLanguage(LANGUAGE);
    return new DocumentWriter(doc);
  }

  newPage(): Canvas {
    return new Canvas(this, this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]).node);
  }

  async save(): Promise<Uint8Array> {
    this.embedFonts();
    return this.doc.save({ addDefaultPage: false });
  }
}

export const CREATOR = 'Steward';
export const PRODUCER = 'Steward (pdf-lib)';
export const LANGUAGE = 'en-US';

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** A number for a content stream: at most three decimals, no exponent. */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function hex4(value: number): string {
  return value.toString(16).padStart(4, '0');
}

/** UTF-16BE as hex (surrogate pairs for characters beyond the BMP), optionally with a byte-order mark. */
function utf16Hex(text: string, withBom = false): string {
  let out = withBom ? 'FEFF' : '';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i));
  return out;
}
