/**
 * A PDF written as it is made, for documents of thousands of pages (the combined statements for
 * printing): each finished page's objects are serialised and forgotten at once, so memory holds
 * one part's pages, the fonts' glyph lists and an offset per object, never the whole document.
 *
 * The objects the pages point to but that can only be written last (the page tree, whose Kids
 * list grows to the end, and each font, whose subset holds every glyph the document drew) get
 * their object numbers up front and are written after the last page, before the cross-reference
 * table, which lists every object's offset in number order wherever it sits in the file.
 */
import {
  PDFContext,
  PDFCrossRefSection,
  PDFHeader,
  PDFHexString,
  type PDFObject,
  PDFPageLeaf,
  PDFRef,
  PDFString,
  PDFTrailer,
  PDFTrailerDict,
} from 'pdf-lib';
import { Canvas, CREATOR, type DocumentMeta, LANGUAGE, PdfWriter, PRODUCER } from './document';

export class StreamedDocumentWriter extends PdfWriter {
  /** The page tree's root: reserved now, written by finish(). */
  private readonly pagesRef: PDFRef;
  private readonly pageRefs: PDFRef[] = [];
  /** By object number: where the object starts in the file. */
  private readonly offsets: number[] = [];
  /** Bytes handed out so far. */
  private written = 0;
  private finished = false;

  constructor(private readonly meta: DocumentMeta) {
    super(PDFContext.create());
    this.pagesRef = this.context.nextRef();
  }

  get pageCount(): number {
    return this.pageRefs.length;
  }

  newPage(): Canvas {
    const node = PDFPageLeaf.withContextAndParent(this.context, this.pagesRef);
    this.pageRefs.push(this.context.register(node));
    return new Canvas(this, node);
  }

  /**
   * The bytes of every object made since the last call (the file's header first), which this
   * writer then lets go: call it once the pages drawn so far are finished (Canvas.finish).
   */
  flush(): Uint8Array {
    if (this.finished) throw new Error('The document is already finished.');
    const parts: Uint8Array[] = [];
    if (this.written === 0) {
      // The comment line of bytes above 127 tells transfer programs the file is binary.
      parts.push(this.bytesOf(PDFHeader.forVersion(1, 7)), Buffer.from('\n\n', 'latin1'));
      this.written = parts.reduce((sum, part) => sum + part.length, 0);
    }
    for (const [ref, object] of this.context.enumerateIndirectObjects()) {
      parts.push(this.indirect(ref, object));
      this.context.delete(ref);
    }
    return Buffer.concat(parts);
  }

  /** The last bytes: the fonts, the page tree, the catalogue, the information, the cross-references. */
  finish(): Uint8Array {
    if (this.pageRefs.length === 0) throw new Error('No pages to write.');
    const { context } = this;
    this.embedFonts();
    context.assign(
      this.pagesRef,
      context.obj({ Type: 'Pages', Kids: this.pageRefs, Count: this.pageRefs.length }),
    );
    const root = context.register(
      context.obj({ Type: 'Catalog', Pages: this.pagesRef, Lang: PDFString.of(LANGUAGE) }),
    );
    const info = context.register(
      context.obj({
        Title: PDFHexString.fromText(this.meta.title),
        Author: PDFHexString.fromText(this.meta.author),
        Creator: PDFHexString.fromText(CREATOR),
        Producer: PDFHexString.fromText(PRODUCER),
        CreationDate: PDFString.fromDate(this.meta.created),
      }),
    );
    const objects = this.flush();
    this.finished = true;

    const xrefOffset = this.written;
    const xref = PDFCrossRefSection.create();
    for (let number = 1; number < this.offsets.length; number++) {
      const offset = this.offsets[number];
      if (offset === undefined) throw new Error(`Object ${number} was never written.`);
      xref.addEntry(PDFRef.of(number), offset);
    }
    const trailerDict = PDFTrailerDict.of(context.obj({ Size: this.offsets.length, Root: root, Info: info }));
    return Buffer.concat([
      objects,
      this.bytesOf(xref),
      Buffer.from('\n', 'latin1'),
      this.bytesOf(trailerDict),
      Buffer.from('\n\n', 'latin1'),
      this.bytesOf(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)),
    ]);
  }

  /** "n 0 obj", the object, "endobj", as pdf-lib's own writer lays them out; its offset noted. */
  private indirect(ref: PDFRef, object: PDFObject): Uint8Array {
    this.offsets[ref.objectNumber] = this.written;
    const bytes = Buffer.concat([
      Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1'),
      this.bytesOf(object),
      Buffer.from('\nendobj\n\n', 'latin1'),
    ]);
    this.written += bytes.length;
    return bytes;
  }

  private bytesOf(part: {
    sizeInBytes(): number;
    copyBytesInto(buffer: Uint8Array, offset: number): number;
  }) {
    const bytes = new Uint8Array(part.sizeInBytes());
    part.copyBytesInto(bytes, 0);
    return bytes;
  }
}
