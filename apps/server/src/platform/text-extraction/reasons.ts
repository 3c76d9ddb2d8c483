// Every sentence a user may read about a file that gave no text: short, plain, ending with a period.

/** Thrown inside the worker thread when a file is refused; its message is the reason shown to the user. */
export class Refusal extends Error {
  override name = 'Refusal';
}

/** The kinds of file Steward reads, as the user would name them. */
export type FileKindName = 'PDF' | 'image' | 'Word document' | 'Excel workbook' | 'text file';

const NO_TEXT: Record<FileKindName, string> = {
  PDF: 'The PDF has no text.',
  image: 'No text was found in the image.',
  'Word document': 'The document has no text.',
  'Excel workbook': 'The workbook has no text.',
  'text file': 'The file has no text.',
};

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 40_000_001 pixels is "40.1 megapixels", not "40": the image must visibly exceed the limit. */
const megapixels = (pixels: number, round: (n: number) => number) => round(pixels / 100_000) / 10;

export const reasons = {
  unreadable: (kind: FileKindName) => `The file is not a readable ${kind}.`,
  passwordProtected: 'The PDF is password-protected.',
  imageTooLarge: (pixels: number, maxPixels: number) =>
    `The image is ${megapixels(pixels, Math.ceil)} megapixels; Steward reads images up to ${megapixels(maxPixels, Math.floor)} megapixels.`,
  framesTooLarge: (frames: number, pixels: number, maxPixels: number) =>
    `The image's ${frames} frames are ${megapixels(pixels, Math.ceil)} megapixels together; Steward reads images up to ${megapixels(maxPixels, Math.floor)} megapixels.`,
  pageTooLarge: (page: number, pixels: number, maxPixels: number) =>
    `Page ${page} is ${megapixels(pixels, Math.ceil)} megapixels when rendered; Steward reads pages up to ${megapixels(maxPixels, Math.floor)} megapixels.`,
  unpacksTooLarge: (maxBytes: number) =>
    `The file unpacks to more than ${Math.round(maxBytes / (1024 * 1024))} MB.`,
  tooManyParts: (maxEntries: number) =>
    `The file is made of more than ${maxEntries.toLocaleString('en-US')} parts.`,
  legacyFormat: (extension: 'doc' | 'xls') => `Steward cannot read text from .${extension} files.`,
  unsupported: (extension: string) =>
    extension
      ? `Steward cannot read text from .${extension} files.`
      : 'Steward cannot read text from this type of file.',
  timedOut: (timeoutMs: number) =>
    `Reading took longer than ${plural(Math.round(timeoutMs / 100) / 10, 'second')}.`,
  outOfMemory: (memoryMb: number) => `Reading needed more memory than the ${memoryMb} MB allowed.`,
  crashed: 'Reading stopped unexpectedly.',
  noText: (kind: FileKindName) => NO_TEXT[kind],
};
