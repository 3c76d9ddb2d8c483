import { createCanvas, loadImage } from '@napi-rs/canvas';

/** The logo is drawn at most this size (pixels) for print: about 2 x 0.67 inches at 300 dpi. */
const LOGO_BOX = { width: 600, height: 200 };

/**
 * The organisation's logo (an SVG, sanitised when it was uploaded) as a PNG for the PDF, drawn
 * into a fixed box so its declared size cannot ask for more pixels. Null when it cannot be drawn.
 */
export async function logoPng(svg: string): Promise<Uint8Array | null> {
  try {
    const image = await loadImage(Buffer.from(svg));
    if (!image.width || !image.height) return null;
    const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
    const width = Math.max(1, Math.round(image.width * scale));
    const height = Math.max(1, Math.round(image.height * scale));
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0, width, height);
    return canvas.toBuffer('image/png');
  } catch {
    return null;
  }
}
