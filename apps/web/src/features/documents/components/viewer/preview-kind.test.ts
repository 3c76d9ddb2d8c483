import { describe, expect, it } from 'vitest';
import { previewKind } from './preview-kind';

describe('previewKind', () => {
  it.each([
    ['application/pdf', 'a.pdf', 'pdf'],
    ['image/png', 'a.png', 'image'],
    ['image/jpeg', 'a.jpg', 'image'],
    ['video/mp4', 'a.mp4', 'video'],
    ['audio/mpeg', 'a.mp3', 'audio'],
    ['text/plain; charset=utf-8', 'a.txt', 'text'],
    ['application/json', 'a.json', 'text'],
    ['application/octet-stream', 'a.tsx', 'text'],
    ['application/msword', 'a.doc', 'office'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx', 'office'],
    ['application/vnd.ms-excel', 'a.xls', 'office'],
    ['application/octet-stream', 'a.xlsx', 'office'],
    ['application/zip', 'a.zip', 'none'],
  ])('%s (%s) previews as %s', (contentType, name, kind) => {
    expect(previewKind(contentType, name)).toBe(kind);
  });
});
