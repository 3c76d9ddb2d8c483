/**
 * Font subsets for embedding in a PDF (a CIDFontType2's FontFile2) made by HarfBuzz's hb-subset,
 * the WebAssembly build that harfbuzzjs ships (read from node_modules, never downloaded), called
 * through its C API as subset-font does. subset-font itself is not used: it subsets by
 * characters, and a PDF draws shaped glyphs (Arabic joining forms, Devanagari conjuncts, a
 * mirrored bracket) that no character names; here the glyphs are given by id and keep their ids
 * (RETAIN_GIDS), so the PDF's CIDToGIDMap points at the font's own glyph numbers
 * (docs/decisions.md).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Node's WebAssembly global, which the ES2023 library the server is typed against leaves out. */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
};

/** The part of hb-subset's C API used (harfbuzzjs/dist/harfbuzz-subset.wasm's exports). */
interface HarfBuzz {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(size: number): number;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

// hb.h and hb-subset.h.
const HB_MEMORY_MODE_READONLY = 1;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
/** Keeps glyph 0's outline: a character no face has is drawn as that box. */
const HB_SUBSET_FLAGS_NOTDEF_OUTLINE = 0x40;
/** Only the glyphs given: they are already shaped, nothing needs to be reachable from them. */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/**
 * A PDF maps its codes to glyphs through CIDToGIDMap and to text through ToUnicode (ISO 32000-1,
 * 9.9), and positions each glyph itself, so the layout tables and the character map go.
 */
const DROPPED_TABLES = ['GSUB', 'GPOS', 'GDEF', 'cmap'];

const tag = (name: string) =>
  Array.from(name).reduce((value, char) => ((value << 8) | char.charCodeAt(0)) >>> 0, 0);

let loaded: HarfBuzz | null = null;

/** The WebAssembly instance, made on first use in each thread and kept. */
function harfbuzz(): HarfBuzz {
  if (!loaded) {
    const path = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const instance = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), {});
    loaded = instance.exports as unknown as HarfBuzz;
    loaded._initialize();
  }
  return loaded;
}

/** One font file, copied into HarfBuzz's memory once, for the life of the thread. */
export class HarfBuzzFont {
  private readonly face: number;

  constructor(bytes: Uint8Array) {
    const hb = harfbuzz();
    const data = hb.malloc(bytes.byteLength);
    new Uint8Array(hb.memory.buffer, data, bytes.byteLength).set(bytes);
    const blob = hb.hb_blob_create(data, bytes.byteLength, HB_MEMORY_MODE_READONLY, 0, 0);
    this.face = hb.hb_face_create(blob, 0);
    hb.hb_blob_destroy(blob); // the face holds its own reference
  }

  /** The font with only glyph 0 and these glyphs, each under its own id. */
  subset(glyphIds: Iterable<number>): Uint8Array {
    const hb = harfbuzz();
    const input = hb.hb_subset_input_create_or_fail();
    if (input === 0) throw new Error('HarfBuzz could not start a subset.');
    let subset = 0;
    try {
      const glyphs = hb.hb_subset_input_glyph_set(input);
      for (const id of glyphIds) hb.hb_set_add(glyphs, id);
      const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const name of DROPPED_TABLES) hb.hb_set_add(dropped, tag(name));
      hb.hb_subset_input_set_flags(
        input,
        hb.hb_subset_input_get_flags(input) |
          HB_SUBSET_FLAGS_RETAIN_GIDS |
          HB_SUBSET_FLAGS_NOTDEF_OUTLINE |
          HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
      );
      subset = hb.hb_subset_or_fail(this.face, input);
    } finally {
      hb.hb_subset_input_destroy(input);
    }
    if (subset === 0) throw new Error('HarfBuzz could not subset the font.');
    const blob = hb.hb_face_reference_blob(subset);
    try {
      const data = hb.hb_blob_get_data(blob, 0);
      // A copy: the view would be detached when HarfBuzz's memory grows.
      return new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(blob)).slice();
    } finally {
      hb.hb_blob_destroy(blob);
      hb.hb_face_destroy(subset);
    }
  }
}
