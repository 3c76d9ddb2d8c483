// What tesseract.js's decoder will allocate for an image, read from the headers that decoder reads,
// the way it reads them. The decoder is Leptonica with libpng, libjpeg-turbo and giflib, compiled
// into tesseract.js-core; nothing caps its pixels, and its memory is WebAssembly memory, outside
// the pool thread's heap limit (a 20000x20000 JPEG frame took 1.7 GB past a 256 MB limit). A size
// read from any other header lets a small file make it allocate that much: a GIF's logical screen
// (each frame is allocated at its own size), an EXIF thumbnail's frame header, or a baseline frame
// header found after an arithmetic-coded frame (SOF9), which libjpeg-turbo decodes too.

/** The pixels decoding an image allocates, over all the frames the decoder reads. */
export interface DecodedSize {
  pixels: number;
  frames: number;
}

/**
 * Null when the headers are not whole and well formed: the file is refused rather than handed to
 * the decoder, which fails on such files too (checked on this build: a GIF without its trailer,
 * stray bytes between a JPEG's segments, a first PNG chunk other than IHDR).
 */
export function decodedSize(bytes: Uint8Array): DecodedSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const head = Buffer.from(bytes.subarray(0, 8)).toString('latin1');
  if (head === '\x89PNG\r\n\x1a\n') return pngSize(view);
  if (head.startsWith('\xff\xd8')) return jpegSize(view);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return gifSize(view);
  return null;
}

const sized = (width: number, height: number): DecodedSize | null =>
  width > 0 && height > 0 ? { pixels: width * height, frames: 1 } : null;

/** libpng requires IHDR as the first chunk; an APNG's other frames are chunks it skips. */
function pngSize(view: DataView): DecodedSize | null {
  if (view.byteLength < 24 || view.getUint32(8) !== 13 || view.getUint32(12) !== 0x49484452) return null;
  return sized(view.getUint32(16), view.getUint32(20));
}

/** Markers without a length: TEM and RST0 to RST7. */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
/** Segments libjpeg reads or skips within their length before a frame: DHT, DAC, DQT, DNL, DRI, COM, APP0-15. */
const isSkipped = (marker: number) =>
  [0xc4, 0xcc, 0xdb, 0xdc, 0xdd, 0xfe].includes(marker) || (marker >= 0xe0 && marker <= 0xef);
/** SOF0 to SOF15 (DHT, JPG and DAC share their range). libjpeg decodes some and refuses the others. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * libjpeg reads the markers after SOI in order, each segment by its length, up to the first frame
 * header, whose size it allocates; another one later is an error. An EXIF thumbnail, inside APP1,
 * is skipped whole. A frame header must come before the first scan (SOS) and the end (EOI).
 */
function jpegSize(view: DataView): DecodedSize | null {
  let at = 2;
  while (at < view.byteLength) {
    if (view.getUint8(at) !== 0xff) return null;
    while (at < view.byteLength && view.getUint8(at) === 0xff) at++; // fill bytes
    if (at >= view.byteLength) return null;
    const marker = view.getUint8(at++);
    if (isFrameHeader(marker)) {
      // Length, precision, then height before width.
      return at + 7 <= view.byteLength ? sized(view.getUint16(at + 5), view.getUint16(at + 3)) : null;
    }
    if (isStandalone(marker)) continue;
    if (!isSkipped(marker) || at + 2 > view.byteLength) return null;
    const length = view.getUint16(at);
    if (length < 2) return null;
    at += length;
  }
  return null;
}

const IMAGE_DESCRIPTOR = 0x2c;
const EXTENSION = 0x21;
const TRAILER = 0x3b;

/** A colour table's length from the packed byte that announces it. */
const colourTable = (packed: number) => (packed & 0x80 ? 3 << ((packed & 0x07) + 1) : 0);

/** Past a chain of sub-blocks (a length byte, then that many bytes) and the empty one ending it. */
function skipSubBlocks(view: DataView, at: number): number {
  let next = at;
  while (next < view.byteLength && view.getUint8(next) !== 0) next += view.getUint8(next) + 1;
  return next + 1;
}

/**
 * giflib's DGifSlurp, which Leptonica calls, decodes every frame to the trailer, each into a buffer
 * of the frame's own width by height (whatever the logical screen says, and wherever the frame
 * sits on it), before Leptonica keeps the first. So every frame's pixels count, added up.
 */
function gifSize(view: DataView): DecodedSize | null {
  if (view.byteLength < 13) return null;
  let at = 13 + colourTable(view.getUint8(10)); // signature (6), logical screen descriptor (7)
  let pixels = 0;
  let frames = 0;
  while (at < view.byteLength) {
    const block = view.getUint8(at);
    if (block === TRAILER) return frames > 0 ? { pixels, frames } : null;
    if (block === EXTENSION) {
      at = skipSubBlocks(view, at + 2); // introducer, label
    } else if (block === IMAGE_DESCRIPTOR) {
      // Introducer, left, top, width, height, packed byte; the LZW minimum code size after the table.
      if (at + 10 > view.byteLength) return null;
      const frame = sized(view.getUint16(at + 5, true), view.getUint16(at + 7, true));
      if (!frame) return null;
      pixels += frame.pixels;
      frames++;
      at = skipSubBlocks(view, at + 10 + colourTable(view.getUint8(at + 9)) + 1);
    } else {
      return null;
    }
  }
  return null;
}
