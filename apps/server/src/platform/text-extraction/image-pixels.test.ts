import { createCanvas } from '@napi-rs/canvas';
import { blankPng, handmadeGif, handmadeJpeg } from '@test/document-files';
import { describe, expect, it } from 'vitest';
import { decodedSize } from './image-pixels';

const join = (...parts: (Buffer | number[])[]) => Buffer.concat(parts.map((part) => Buffer.from(part)));

// The synchronous encoder: @napi-rs/canvas's asynchronous `encode` can crash the process with a
// segmentation fault (50 concurrent encodes crash Node 20 and 24 every time here), which once
// ended a Vitest worker in CI.
function canvasImage(format: 'jpeg' | 'gif'): Buffer {
  const canvas = createCanvas(700, 120);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, 700, 120);
  return format === 'jpeg' ? canvas.toBuffer('image/jpeg') : canvas.toBuffer('image/gif');
}

describe('decodedSize reads the headers the decoder reads', () => {
  it("a PNG's IHDR, and nothing when the first chunk is another", () => {
    const png = blankPng(600, 400);
    expect(decodedSize(png)).toEqual({ pixels: 240_000, frames: 1 });
    const other = Buffer.from(png);
    other.write('tEXt', 12, 'latin1');
    expect(decodedSize(other)).toBeNull();
  });

  it("a JPEG's main frame header: past an EXIF thumbnail and fill bytes, not a header in the scan", () => {
    expect(decodedSize(canvasImage('jpeg'))).toEqual({ pixels: 84_000, frames: 1 });
    const jpeg = handmadeJpeg({
      main: { width: 300, height: 200 },
      thumbnail: { width: 16, height: 16 },
      decoy: { width: 10, height: 10 },
    });
    expect(decodedSize(jpeg)).toEqual({ pixels: 60_000, frames: 1 });
    const filled = join(jpeg.subarray(0, 2), [0xff, 0xff], jpeg.subarray(2));
    expect(decodedSize(filled)).toEqual({ pixels: 60_000, frames: 1 });
  });

  it('nothing for a JPEG with stray bytes before a marker, a scan before any frame, or a cut frame header', () => {
    const jpeg = canvasImage('jpeg');
    const frameHeader = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    for (const broken of [
      join(jpeg.subarray(0, 2), [0x00], jpeg.subarray(2)),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0xff, 0xd9]),
      jpeg.subarray(0, frameHeader + 8),
    ]) {
      expect(decodedSize(broken)).toBeNull();
    }
  });

  it("every GIF frame at its own size, added up, whatever the logical screen's", () => {
    expect(decodedSize(canvasImage('gif'))).toEqual({ pixels: 84_000, frames: 1 });
    const gif = handmadeGif({ width: 10, height: 10 }, [
      { width: 300, height: 200 },
      { width: 50, height: 40 },
    ]);
    expect(decodedSize(gif)).toEqual({ pixels: 62_000, frames: 2 });
  });

  it('nothing for a GIF without its trailer, with an empty frame or an unknown block, or none at all', () => {
    const gif = handmadeGif({ width: 1, height: 1 }, [{ width: 1, height: 1 }]);
    expect(decodedSize(gif)).toEqual({ pixels: 1, frames: 1 });
    for (const broken of [
      gif.subarray(0, -1),
      handmadeGif({ width: 1, height: 1 }, [{ width: 0, height: 1 }]),
      join(gif.subarray(0, -1), [0x99], gif.subarray(-1)),
      handmadeGif({ width: 1, height: 1 }, []),
    ]) {
      expect(decodedSize(broken)).toBeNull();
    }
  });

  it('nothing for a file of another kind', () => {
    expect(decodedSize(new TextEncoder().encode('BM not an image'))).toBeNull();
  });
});
