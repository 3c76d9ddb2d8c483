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
// instructions, elements from other namespaces (HTML, editor metadata such as Inkscape's) and SVG
// elements outside DOMPurify's SVG allowlist, both with all they contain, attributes outside
// DOMPurify's SVG list (editor attributes, and also from/to on animations),
// every href that is not an internal `#id` reference (so <use>, <image>, <feImage>, <textPath>
// pointing outside the file), any attribute value holding `javascript:`, `vbscript:` or `data:`
// (except the raster images above), and any attribute (inline `style` included) whose CSS could
// load something: a `url()` that is not `url(#id)`, image-set()/image()/src()/cross-fade()/
// element(), expression(), bindings, @import, or a backslash escape that could spell any of them.
// DOMPurify also drops an id that names a document property (id="title", id="body": DOM
// clobbering if the logo is ever placed inline in a page).
//
// Refused with "Please upload an SVG file only": bytes that are not UTF-8 (binary files, UTF-16, a
// declared non-UTF-8 encoding with non-ASCII bytes), anything that is not well-formed XML, a
// document whose root is not <svg> in the SVG namespace (HTML with an <svg> inside, an <svg>
// without xmlns), and any DOCTYPE or ENTITY declaration (XXE, billion laughs; jsdom's XML parser
// would expand internal entities, so these are refused before parsing), and documents past the
// structure limits below: jsdom builds trees in time that grows with depth × size (100,000 nested
// <g> took 12 s), so a streaming parser (saxes, jsdom's own XML tokenizer) checks the structure
// first and stops at the first limit crossed; real logos stay far below them.
import { createRequire } from 'node:module';
import { isLogoTooLarge, LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';
import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { SaxesParser } from 'saxes';

export type SvgLogoResult = { ok: true; svg: string } | { ok: false; message: string };

/** Structure limits, checked while streaming, before any DOM is built (see above). */
export const LOGO_LIMITS = {
  depth: 100,
  elements: 10_000,
  /** Elements, text runs, comments, CDATA sections and processing instructions together. */
  nodes: 25_000,
  attributes: 40_000,
  attributesPerElement: 200,
} as const;

const SVG_NS = 'http://www.w3.org/2000/svg';
const PARSER_ERROR_NS = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';
const ELEMENT_NODE = 1;
const CDATA_SECTION_NODE = 4;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;

/** The few DOM members used here (the server compiles without the DOM lib). */
interface XmlNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly localName: string | null;
  readonly namespaceURI: string | null;
  readonly parentNode: XmlNode | null;
  readonly firstChild: XmlNode | null;
  readonly nextSibling: XmlNode | null;
  readonly attributes?: ArrayLike<{ readonly localName: string; readonly value: string }>;
  removeChild(child: XmlNode): XmlNode;
  appendChild(node: XmlNode): XmlNode;
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

const FORBID_TAGS = ['a', 'foreignobject', 'script', 'style', 'animate', 'set', 'discard', 'iframe'];
const PURIFY_CONFIG: Config & { IN_PLACE: true } = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  // DOMPurify leaves <use> out of its SVG profile because of external references; the href rule
  // below keeps only internal ones, which makes it safe (logos reuse shapes through it).
  ADD_TAGS: ['use'],
  // Already outside the SVG profile or handled, listed so a future profile change cannot bring
  // them back. <a> is unwrapped (KEEP_CONTENT); <foreignObject>, <script>, <style> lose content.
  FORBID_TAGS,
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
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;
const SCRIPT_OR_DATA = /(?:java|vb)script:|data:/i;
const CSS_LOADERS = [
  'image-set(',
  'image(',
  'src(',
  'cross-fade(',
  'element(',
  'expression(',
  '-moz-binding',
  'behavior:',
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
  /** DOMPurify's element allowlist under PURIFY_CONFIG (lower-case names). */
  allowedTags: Readonly<Record<string, boolean>>;
}

/** An animation that would rewrite a link (href, xlink:href) at run time. */
function rewritesLink(element: XmlNode): boolean {
  const name = (element.localName ?? '').toLowerCase();
  return ANIMATION_TAGS.has(name) && !!attributeOf(element, 'attributename')?.toLowerCase().includes('href');
}

type Verdict = 'keep' | 'unwrap' | 'drop';

function verdictOn(node: XmlNode, allowedTags: Engine['allowedTags']): Verdict {
  const type = node.nodeType;
  if (type !== ELEMENT_NODE) {
    const markup =
      type === COMMENT_NODE || type === PROCESSING_INSTRUCTION_NODE || type === CDATA_SECTION_NODE;
    return markup ? 'drop' : 'keep';
  }
  if (node.namespaceURI !== SVG_NS || rewritesLink(node)) return 'drop';
  // DOMPurify judges the qualified name, so a prefixed <svg:path> is not allowed either.
  const name = node.nodeName.toLowerCase();
  if (allowedTags[name] === true && !FORBID_TAGS.includes(name)) return 'keep';
  return name === 'a' ? 'unwrap' : 'drop';
}

/** Detaches the children of `node`, first to last, and returns them in order. */
function takeChildren(node: XmlNode): XmlNode[] {
  const children: XmlNode[] = [];
  for (let child = node.firstChild; child; child = node.firstChild) {
    node.removeChild(child); // the first child: jsdom finds its index at once
    children.push(child);
  }
  return children;
}

/** The children of `node` that stay, detached, with the content of unwrapped ones in place. */
function keptChildren(node: XmlNode, allowedTags: Engine['allowedTags']): XmlNode[] {
  const kept: XmlNode[] = [];
  for (const child of takeChildren(node)) {
    const verdict = verdictOn(child, allowedTags);
    if (verdict === 'keep') kept.push(child);
    else if (verdict === 'unwrap') for (const inner of keptChildren(child, allowedTags)) kept.push(inner);
  }
  return kept;
}

/**
 * Takes out, before DOMPurify runs, the nodes it would take out, so that it has none left to
 * remove. jsdom looks up a node's index among its siblings on every removal, which after any
 * change costs as much as the siblings before it, so removing nodes in place takes quadratic time
 * (1,000 removals among 9,000 siblings took 5 s under DOMPurify, 14,000 comments after 10,000
 * elements 7 s). Instead every element's children are detached from the front (cheap) and the
 * ones that stay appended back (cheap). Dropped with all they contain: comments, processing
 * instructions, CDATA sections, elements from other namespaces, animations that rewrite links,
 * and every SVG element outside DOMPurify's allowlist (browsers draw nothing inside unknown SVG
 * elements either); <a> is unwrapped, its content kept in its place. DOMPurify then still walks
 * the whole tree with the same rules.
 */
function prune(root: XmlNode, allowedTags: Engine['allowedTags']): void {
  const pending: XmlNode[] = [root];
  for (let parent = pending.pop(); parent; parent = pending.pop()) {
    for (const child of keptChildren(parent, allowedTags)) {
      parent.appendChild(child);
      if (child.nodeType === ELEMENT_NODE) pending.push(child);
    }
  }
}

let engine: Engine | undefined;

/** jsdom takes about half a second to load, so it is loaded on the first logo, not at start-up. */
function getEngine(): Engine {
  if (engine) return engine;
  const requireCjs = createRequire(import.meta.url);
  const { JSDOM } = requireCjs('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window as WindowLike);
  let allowedTags: Engine['allowedTags'] = {};
  purify.addHook('uponSanitizeElement', (node, event) => {
    allowedTags = event.allowedTags;
    // prune() has taken these out already; kept as a second line should it miss one.
    const element = node as unknown as XmlNode;
    if (element.nodeType !== ELEMENT_NODE) return;
    if (element.namespaceURI !== SVG_NS || rewritesLink(element)) {
      element.parentNode?.removeChild(element);
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = ((node as unknown as XmlNode).localName ?? '').toLowerCase();
    if (!keepAttribute(tag, event.attrName, event.attrValue)) event.keepAttr = false;
  });
  const svgWindow = window as SvgWindow;
  // One empty logo through DOMPurify, to read its allowlist under this configuration.
  const probe = new svgWindow.DOMParser().parseFromString(`<svg xmlns="${SVG_NS}"/>`, 'image/svg+xml');
  purify.sanitize(probe.documentElement as never, PURIFY_CONFIG);
  engine = { window: svgWindow, purify, allowedTags };
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

class NotALogo extends Error {}

/**
 * Streams through `text` once and throws NotALogo unless it is one well-formed XML document,
 * without DOCTYPE, whose root is <svg> in the SVG namespace, within LOGO_LIMITS.
 */
function checkStructure(text: string): void {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let depth = 0;
  let elements = 0;
  let nodes = 0;
  let attributes = 0;
  let attributesHere = 0;
  const countNode = () => {
    if (++nodes > LOGO_LIMITS.nodes) throw new NotALogo('too many nodes');
  };
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('doctype', () => {
    throw new NotALogo('doctype');
  });
  parser.on('opentagstart', () => {
    countNode();
    attributesHere = 0;
    if (++depth > LOGO_LIMITS.depth) throw new NotALogo('too deep');
    if (++elements > LOGO_LIMITS.elements) throw new NotALogo('too many elements');
  });
  parser.on('attribute', () => {
    if (++attributes > LOGO_LIMITS.attributes) throw new NotALogo('too many attributes');
    if (++attributesHere > LOGO_LIMITS.attributesPerElement) {
      throw new NotALogo('too many attributes on one element');
    }
  });
  parser.on('opentag', (tag) => {
    if (elements === 1 && (tag.local !== 'svg' || tag.uri !== SVG_NS)) {
      throw new NotALogo('root is not svg');
    }
  });
  parser.on('closetag', () => {
    depth--; // also emitted for a self-closing tag
  });
  for (const event of ['text', 'comment', 'cdata', 'processinginstruction'] as const) {
    parser.on(event, countNode);
  }
  parser.write(text).close();
  if (elements === 0) throw new NotALogo('no root');
}

const refuse = (message: string): SvgLogoResult => ({ ok: false, message });

/**
 * Checks that `bytes` is an SVG logo of at most 1MB and returns it cleaned of anything that can
 * run script or load an outside resource, as a standalone SVG document (no XML declaration, root
 * <svg> with its xmlns). Cleaning the result again gives the same string.
 */
export function sanitizeSvgLogo(bytes: Buffer): SvgLogoResult {
  if (isLogoTooLarge(bytes.length)) return refuse(LOGO_TOO_LARGE_MESSAGE);
  const text = decodeUtf8(bytes);
  if (text === null) return refuse(LOGO_NOT_SVG_MESSAGE);
  if (declaresForeignEncoding(text) && bytes.some((byte) => byte >= 0x80)) {
    return refuse(LOGO_NOT_SVG_MESSAGE);
  }
  // Before parsing: jsdom's XML parser expands internal entities.
  if (/<!(?:DOCTYPE|ENTITY)/i.test(text)) return refuse(LOGO_NOT_SVG_MESSAGE);

  try {
    checkStructure(text);
  } catch {
    return refuse(LOGO_NOT_SVG_MESSAGE);
  }

  const { window, purify, allowedTags } = getEngine();
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
    prune(root, allowedTags);
    // In place on the XML tree: no second parse as HTML, so what is checked is what is stored.
    purify.sanitize(root as never, PURIFY_CONFIG);
    svg = new window.XMLSerializer().serializeToString(root);
  } catch {
    // DOMPurify refuses to clean in place a root it would have to remove (a prefixed <svg:svg>).
    return refuse(LOGO_NOT_SVG_MESSAGE);
  }
  if (isLogoTooLarge(Buffer.byteLength(svg, 'utf8'))) return refuse(LOGO_TOO_LARGE_MESSAGE);
  return { ok: true, svg };
}
