import { Briefcase, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec 000 §2 Dashboard: the Operations Center button's tags. */
const TAGS = ['HR Management', 'Financial Operations', 'Legal Compliance', 'IT & Technology'];

/** Spec 000 §2 Dashboard: the Operations Center button, to /operations. */
export function OperationsCenterLink() {
  return (
    <Link
      to="/operations"
      className={cn(
        'group flex items-center gap-4 rounded-xl border border-indigo-200 bg-linear-to-r from-indigo-50 to-white p-4 shadow-sm transition hover:border-indigo-400 hover:shadow-md sm:p-5',
        focusRing,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-600 text-white">
        <Briefcase aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="flex flex-col">
          <span className="font-semibold text-slate-900">Operations Center</span>
          <span className="text-sm text-slate-600">
            Tools, contacts and documents for every operations area.
          </span>
        </span>
        <span className="flex flex-wrap gap-1.5">
          {TAGS.map((tag) => (
            <Badge key={tag} tone="accent">
              {tag}
            </Badge>
          ))}
        </span>
      </span>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-indigo-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-600"
      />
    </Link>
  );
}
