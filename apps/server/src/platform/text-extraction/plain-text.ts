/** UTF-8 text as is (TextDecoder drops a byte-order mark; a stray byte becomes U+FFFD). */
export function readPlainText(bytes: Uint8Array, maxChars: number): string {
  // A character is at most 4 bytes of UTF-8: decoding more than that only builds a string to cut.
  return new TextDecoder().decode(bytes.subarray(0, maxChars * 4));
}
