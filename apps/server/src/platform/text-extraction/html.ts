import { createRequire } from 'node:module';

/** The little of jsdom's DOM used here (jsdom has no types of its own, the server no DOM lib). */
interface HtmlWindow {
  document: {
    body: { textContent: string | null } | null;
    querySelectorAll(selectors: string): Iterable<{ remove(): void; after(text: string): void }>;
  };
  close(): void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: HtmlWindow };
};

/** Elements a browser starts on a new line: their text must not run into the next element's. */
const BLOCKS =
  'address, article, aside, blockquote, br, dd, div, dl, dt, figcaption, figure, footer, form, h1, h2, h3, h4, h5, h6, header, hr, li, main, nav, ol, p, pre, section, table, td, th, tr, ul';

/** The text an HTML page shows: not its markup, scripts or styles. */
export function readHtml(bytes: Uint8Array): string {
  // jsdom runs no script and loads no resource unless asked to.
  const { window } = new JSDOM(new TextDecoder().decode(bytes));
  try {
    const { document } = window;
    for (const element of document.querySelectorAll('script, style, noscript, template')) element.remove();
    for (const element of document.querySelectorAll(BLOCKS)) element.after('\n');
    return (document.body?.textContent ?? '').replace(/[^\S\n]+/g, ' ').replace(/\s*\n\s*/g, '\n');
  } finally {
    window.close();
  }
}
