import { OPERATIONS_CATEGORIES } from '@steward/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { OPERATIONS_CATEGORY_ICONS } from '@/components/area-icons';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec 000 §2 Operations Center: the nine operation tiles, each leading to its category page. */
export function OperationsGrid() {
  return (
    <ul aria-label="Operations areas" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {OPERATIONS_CATEGORIES.map((category) => {
        const Icon = OPERATIONS_CATEGORY_ICONS[category.slug];
        return (
          <li key={category.slug}>
            <Link
              to={`/operations/${category.slug}`}
              className={cn(
                'group flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md',
                focusRing,
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{category.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{category.description}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-600"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
