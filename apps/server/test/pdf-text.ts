import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';

/** Each page's text as pdf.js reads it, one entry per line, whitespace collapsed. */
export async function pdfPageLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) =>
    page
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

/**
 * Each font the PDF embeds (its name without the subset tag) and whether any text is drawn with
 * its missing glyph (.notdef, the empty box): a code of the font that maps to glyph 0 (only the
 * codes drawn are in a font's CIDToGIDMap; Identity maps every code to itself, never to 0 but 0's).
 */
export async function pdfFonts(bytes: Uint8Array): Promise<{ name: string; notdef: boolean }[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: { name: string; notdef: boolean }[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const name = String(object.get(PDFName.of('BaseFont'))).replace(/^\/[A-Z]{6}\+/, '');
    const descendant = doc.context.lookup(
      object.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0),
      PDFDict,
    );
    const map = descendant.get(PDFName.of('CIDToGIDMap'));
    let notdef = false;
    const stream = map instanceof PDFRef ? doc.context.lookup(map) : undefined;
    if (stream instanceof PDFRawStream) {
      const gids = Buffer.from(decodePDFRawStream(stream).decode());
      for (let cid = 1; cid < gids.length / 2; cid++) if (gids.readUInt16BE(cid * 2) === 0) notdef = true;
    }
    fonts.push({ name, notdef });
  }
  return fonts.sort((a, b) => a.name.localeCompare(b.name));
}

/** The whole PDF's text as pdf.js reads it, every run of whitespace one space. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
}
