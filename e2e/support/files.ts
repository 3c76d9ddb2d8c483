import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text as pdf.js reads it, every page merged. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over: it gets a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false });
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A file from the API, fetched by the page with its session (and the CSRF header a POST needs). */
export async function fetchBytes(page: Page, method: string, path: string, body?: unknown): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'X-Steward-CSRF': '1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { method, path, body },
  );
  return Buffer.from(base64, 'base64');
}
