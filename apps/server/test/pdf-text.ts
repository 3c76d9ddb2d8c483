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
