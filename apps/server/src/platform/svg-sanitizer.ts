// Spec 000 §5: the custom logo is an SVG under 1MB. An SVG is a document that can run script and
// pull in other resources, so the uploaded bytes are never stored as they came: they are checked
// to be a real SVG document, then cleaned by DOMPurify (on jsdom, the DOM its authors test and
// recommend on the server), and the cleaned tree is what gets stored.
//
// What is kept: SVG shapes, paths, text, gradients, patterns, clip paths, masks, markers, filters,
// symbols, <use> and <title>/<desc>, with their presentation attributes and inline `style`, and
// every reference inside the document (`href="#id"`, `fill="url(#id)"`). Embedded raster images
// stay when they are base64 PNG, JPEG, GIF or WebP data on an <image> element (design tools embed
// pictures this way; a raster image cannot run script or fetch anything).
//
// What goes: <script>, <foreignObject> (with its HTML), <style> elements (their CSS would also
// style any page the logo is placed in), event handler attributes, <a> (unwrapped: its content
// stays), <animate>/<set> and any animation that targets an href, comments, processing
// instructions, elements and attributes from other namespaces (editor metadata such as Inkscape's),
// every href that is not an internal `#id` reference (so <use>, <image>, <feImage>, <textPath>
// pointing outside the file), any attribute value holding `javascript:`, `vbscript:` or `data:`
// (except the raster images above), and any attribute (inline `style` included) whose CSS could
// load something: a `url()` that is not `url(#id)`, image-set()/image()/src()/cross-fade()/
// element(), expression(), bindings, @import, or a backslash escape that could spell any of them.
//
// Refused with "Please upload an SVG file only": bytes that are not UTF-8 (binary files, UTF-16, a
// declared non-UTF-8 encoding with non-ASCII bytes), anything that is not well-formed XML, a
// document whose root is not <svg> in the SVG namespace (HTML with an <svg> inside, an <svg>
// without xmlns), and any DOCTYPE or ENTITY declaration (XXE, billion laughs; jsdom's XML parser
// would expand internal entities, so these are refused before parsing).
import { createRequire } from 'node:module';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/** Largest logo accepted, and largest cleaned logo stored (spec 000: "max 1MB"). */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_NOT_SVG_MESSAGE = 'Please upload an SVG file only';
export const LOGO_TOO_LARGE_MESSAGE = 'File size must be less than 1MB';

export type SvgLogoResult = { ok: true; svg: string } | { ok: false; message: string };

const SVG_NS = 'http://www.w3.org/2000/svg';
const PARSER_ERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/** The few DOM members used here (the server compiles without the DOM lib). */
interface XmlNode {
  readonly nodeType: number;
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  readonly parentNode: XmlNode | null;
  readonly attributes?: ArrayLike<{ readonly localName: string; readonly value: string }>;
  removeChild(child: XmlNode): XmlNode;
}
interface XmlDocument {
  readonly documentElement: XmlNode | null;
  readonly doctype: unknown;
  getElementsByTagNameNS(namespace: string, localName: string): { readonly length: number };
}
interface SvgWindow {
  DOMParser: new () => { parseFromString(source: string, type: string): XmlDocument };
  XMLSerializer: new () => { serializeToString(node: XmlNode): string };
}

const PURIFY_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify leaves <use> out of its SVG profile because of external references; the href rule
  // below keeps only internal ones, which makes it safe (logos reuse shapes through it).
  ADD_TAGS: ['use'],
  // Already outside the SVG profile or handled, listed so a future profile change cannot bring
  // them back. <a> is unwrapped (KEEP_CONTENT); <foreignObject>, <script>, <style> lose content.
  FORBID_TAGS: ['a', 'foreignobject', 'script', 'style', 'animate', 'set', 'discard', 'iframe'],
  KEEP_CONTENT: true,
};

const ANIMATION_TAGS = new Set([
  'animate',
  'animatecolor',
  'animatemotion',
  'animatetransform',
  'discard',
  'set',
]);
const RASTER_DATA_URI = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
// The characters DOMPurify itself strips before judging a URI (browsers ignore them in schemes).
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const SCRIPT_OR_DATA = /(?:java|vb)script:|data:/i;
const CSS_LOADERS = [
  'image-set(',
  'image(',
  'src(',
  'cross-fade(',
  'element(',
  'expression(',
  'binding',
  'behavior',
  '@import',
];

/** True when a CSS-ish value can only point inside the document: every url() is url(#id). */
function cssReferencesOnlyFragments(compact: string): boolean {
  const lower = compact.toLowerCase();
  if (lower.includes('\\')) return false;
  if (CSS_LOADERS.some((loader) => lower.includes(loader))) return false;
  for (let at = lower.indexOf('url('); at !== -1; at = lower.indexOf('url(', at + 4)) {
    let target = at + 4;
    if (lower[target] === '"' || lower[target] === "'") target += 1;
    if (lower[target] !== '#') return false;
  }
  return true;
}

function keepAttribute(tag: string, name: string, value: string): boolean {
  const compact = value.replace(IGNORED_IN_URLS, '');
  if (name === 'href' || name.endsWith(':href')) {
    if (tag === 'image' && RASTER_DATA_URI.test(value)) return true;
    return compact.startsWith('#') && !SCRIPT_OR_DATA.test(compact);
  }
  return !SCRIPT_OR_DATA.test(compact) && cssReferencesOnlyFragments(compact);
}

function attributeOf(node: XmlNode, localName: string): string | null {
  const attributes = node.attributes;
  if (!attributes) return null;
  for (let i = 0; i < attributes.length; i++) {
    const attribute = attributes[i];
    if (attribute && attribute.localName.toLowerCase() === localName) return attribute.value;
  }
  return null;
}

interface Engine {
  window: SvgWindow;
  purify: DOMPurify;
}

let engine: Engine | undefined;

/** jsdom takes about half a second to load, so it is loaded on the first logo, not at start-up. */
function getEngine(): Engine {
  if (engine) return engine;
  const requireCjs = createRequire(import.meta.url);
  const { JSDOM } = requireCjs('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as WindowLike);
  purify.addHook('uponSanitizeElement', (node, event) => {
    const element = node as unknown as XmlNode;
    if (!ANIMATION_TAGS.has(event.tagName)) return;
    const target = attributeOf(element, 'attributename');
    if (target?.toLowerCase().includes('href')) element.parentNode?.removeChild(element);
  });
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = ((node as unknown as XmlNode).localName ?? '').toLowerCase();
    if (!keepAttribute(tag, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  engine = { window: window as SvgWindow, purify };
  return engine;
}

function decodeUtf8(bytes: Buffer): string | null {
  try {
    // fatal: invalid UTF-8 (binary files, UTF-16, Latin-1 text) throws; a UTF-8 BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function declaresForeignEncoding(text: string): boolean {
  const declaration = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(text);
  const encoding = declaration?.[1]?.toLowerCase();
  return encoding !== undefined && !['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(encoding);
}

const refuse = (message: string): SvgLogoResult => ({ ok: false, message });

/**
 * Checks that `bytes` is an SVG logo of at most 1MB and returns it cleaned of anything that can
 * run script or load an outside resource, as a standalone SVG document (no XML declaration, root
 * <svg> with its xmlns). Cleaning the result again gives the same string.
 */
export function sanitizeSvgLogo(bytes: Buffer): SvgLogoResult {
  if (bytes.length > LOGO_MAX_BYTES) return refuse(LOGO_TOO_LARGE_MESSAGE);
  const text = decodeUtf8(bytes);
  if (text === null) return refuse(LOGO_NOT_SVG_MESSAGE);
  if (declaresForeignEncoding(text) && bytes.some((byte) => byte >= 0x80)) {
    return refuse(LOGO_NOT_SVG_MESSAGE);
  }
  // Before parsing: jsdom's XML parser expands internal entities.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return refuse(LOGO_NOT_SVG_MESSAGE);

  const { window, purify } = getEngine();
  let svg: string;
  try {
    const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
    const root = document.documentElement;
    const wellFormed =
      document.getElementsByTagNameNS(PARSER_ERROR_NS, 'parsererror').length === 0 &&
      document.doctype === null;
    if (!wellFormed || !root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS) {
      return refuse(LOGO_NOT_SVG_MESSAGE);
    }
    // In place on the XML tree: no second parse as HTML, so what is checked is what is stored.
    purify.sanitize(root as never, PURIFY_CONFIG);
    svg = new window.XMLSerializer().serializeToString(root);
  } catch {
    // DOMPurify refuses a root it would have to remove (e.g. a prefixed <svg:svg>); a tree too
    // deep for the serialiser ends here too.
    return refuse(LOGO_NOT_SVG_MESSAGE);
  }
  if (Buffer.byteLength(svg, 'utf8') > LOGO_MAX_BYTES) return refuse(LOGO_TOO_LARGE_MESSAGE);
  return { ok: true, svg };
}
