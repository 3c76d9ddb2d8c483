// core-js ships no types. pdf.ts loads this entry for what it adds to ArrayBuffer.prototype only.
declare module 'core-js/es/array-buffer/transfer-to-fixed-length.js';
