import { type Document, fileExtension } from '@steward/domain';
import {
  File,
  FileAudio,
  FileImage,
  FileSpreadsheet,
  FileText,
  FileVideo,
  type LucideIcon,
} from 'lucide-react';

function iconFor(document: Document): LucideIcon {
  const type = document.contentType;
  if (type.startsWith('image/')) return FileImage;
  if (type.startsWith('video/')) return FileVideo;
  if (type.startsWith('audio/')) return FileAudio;
  if (['xls', 'xlsx', 'csv'].includes(fileExtension(document.name))) return FileSpreadsheet;
  if (type === 'application/pdf' || type.startsWith('text/')) return FileText;
  return File;
}

/** The file's type icon and name. */
export function DocumentName({ document }: { document: Document }) {
  const Icon = iconFor(document);
  return (
    <span className="flex min-w-0 items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="font-medium wrap-anywhere text-slate-900">{document.name}</span>
    </span>
  );
}
