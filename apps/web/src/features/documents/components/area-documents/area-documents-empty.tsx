import { areaRule } from '@steward/domain';
import { FolderOpen, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface AreaDocumentsEmptyProps {
  title: string;
  area: string;
  /** The search that found nothing; empty when nothing was searched. */
  search: string;
}

/** Spec 000 §2 Category documents panel: "No {title} Documents Found", why, and Upload Documents. */
export function AreaDocumentsEmpty({ title, area, search }: AreaDocumentsEmptyProps) {
  const rule = areaRule(area)?.description;
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <FolderOpen aria-hidden="true" className="size-8 text-slate-400" />
      <h3 className="font-semibold text-slate-900">No {title} Documents Found</h3>
      <p className="max-w-md text-sm text-slate-600">
        {search
          ? `No documents match "${search}". Try another search.`
          : `No ${title} documents have been uploaded yet.${rule ? ` Documents show here when ${rule}.` : ''}`}
      </p>
      <Button asChild>
        <Link to="/upload">
          <Upload aria-hidden="true" />
          Upload Documents
        </Link>
      </Button>
    </div>
  );
}
