// Which reader a file goes to, from the content type uploads are given (platform/content-type.ts
// has already checked it against the file's first bytes).

export type FileKind =
  | { type: 'pdf' }
  | { type: 'image' }
  | { type: 'docx' }
  | { type: 'xlsx' }
  | { type: 'text'; html: boolean }
  | { type: 'legacy'; extension: 'doc' | 'xls' }
  | { type: 'unsupported'; extension: string };

const BY_CONTENT_TYPE: Record<string, FileKind> = {
  'application/pdf': { type: 'pdf' },
  'image/png': { type: 'image' },
  'image/jpeg': { type: 'image' },
  'image/gif': { type: 'image' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { type: 'docx' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { type: 'xlsx' },
  'application/msword': { type: 'legacy', extension: 'doc' },
  'application/vnd.ms-excel': { type: 'legacy', extension: 'xls' },
  'text/html': { type: 'text', html: true },
  'application/xhtml+xml': { type: 'text', html: true },
  'application/json': { type: 'text', html: false },
  'application/xml': { type: 'text', html: false },
  'application/javascript': { type: 'text', html: false },
};

export function fileKind(contentType: string, fileName: string): FileKind {
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const known = BY_CONTENT_TYPE[mediaType];
  if (known) return known;
  if (mediaType.startsWith('text/') || /\+(json|xml)$/.test(mediaType)) return { type: 'text', html: false };
  const dot = fileName.lastIndexOf('.');
  return { type: 'unsupported', extension: dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '' };
}
