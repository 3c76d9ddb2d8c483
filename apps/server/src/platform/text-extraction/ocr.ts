import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

// The English model ships in an npm package: nothing is fetched from the network or cached on
// disk. best_int is the more accurate of the package's two models.
const LANG_PATH = join(
  dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/**
 * Tesseract's own worker thread, started by the first image a pool thread reads (about 0.3 s) and
 * kept for the next ones; it ends with the pool thread.
 */
let tesseract: Promise<Worker> | null = null;

/** The text tesseract reads in an image file (PNG, JPEG or GIF). */
export async function recognizeText(image: Buffer): Promise<string> {
  tesseract ??= createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    cacheMethod: 'none',
    gzip: true,
    // Without a handler, tesseract.js also throws a failed job's error where nothing catches it,
    // which ends the pool thread; the rejected promise below is enough.
    errorHandler: () => {},
  });
  const current = tesseract;
  try {
    const { data } = await (await current).recognize(image);
    return data.text;
  } catch (error) {
    // A failed recognition may leave tesseract in a bad state: the next image starts a new one.
    if (tesseract === current) tesseract = null;
    current.then((worker) => worker.terminate()).catch(() => {});
    throw error;
  }
}
