import { fileExtension, isTextEditable } from '@steward/domain';

export type PreviewKind = 'pdf' | 'image' | 'video' | 'audio' | 'text' | 'office' | 'none';

const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx']);
const TEXT_TYPES = new Set(['application/json', 'application/xml', 'application/javascript']);

/** How the viewer shows a document (spec 000 §2): by its content type, the name's extension as a fallback. */
export function previewKind(contentType: string, name: string): PreviewKind {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/') || TEXT_TYPES.has(type) || isTextEditable(name)) return 'text';
  if (OFFICE_EXTENSIONS.has(fileExtension(name)) || type.includes('officedocument') || type.includes('ms-'))
    return 'office';
  return 'none';
}
