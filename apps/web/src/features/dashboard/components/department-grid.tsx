import {
  canAccessFundraising,
  DEPARTMENTS,
  type DepartmentSlug,
  FUNDRAISING_DEPARTMENT_SLUG,
} from '@steward/domain';
import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { DEPARTMENT_ICONS } from '@/components/area-icons';
import { cn } from '@/lib/cn';
import { useCurrentSession } from '@/lib/session/current-session';

/** Spec 000 §2: the fundraising tile is "described as AI-powered donor analytics". */
const TILE_NOTES: Partial<Record<DepartmentSlug, string>> = {
  'fundraising-donor-management': 'AI-powered donor analytics',
};

// A flat-topped hexagon. Clipping hides an outline, so the tile draws its own edge: an outer hexagon in the
// edge colour (indigo when focused) with the white face inset by 2 px.
const HEXAGON = '@2xl:[clip-path:polygon(25%_0,75%_0,100%_50%,75%_100%,25%_100%,0_50%)]';

/**
 * Spec 000 §2 Dashboard: the ten department tiles, two per column, alternate columns half a tile lower so
 * the hexagons interlock. The grid answers its container's width (the sidebar may be open or not): below
 * 42rem the tiles become a plain two-column grid, which a phone can read. All ten show for everyone; the
 * one a member may not open (fundraising, spec 001 §2) says so with a lock and "Admins only".
 */
export function DepartmentGrid() {
  const { role } = useCurrentSession();
  const fundraisingLocked = !canAccessFundraising(role);
  return (
    <div className="@container">
      <ul
        aria-label="Business Departments"
        className={cn(
          'grid grid-cols-2 gap-3',
          '[--hex-w:9.5rem] [--hex-h:calc(var(--hex-w)*0.866)] @3xl:[--hex-w:11rem]',
          '@2xl:grid-flow-col @2xl:grid-rows-2 @2xl:justify-center @2xl:gap-x-0 @2xl:gap-y-2',
          '@2xl:grid-cols-[repeat(4,calc(var(--hex-w)*0.75+0.45rem))_var(--hex-w)]',
          '@2xl:pb-[calc(var(--hex-h)/2+0.25rem)]',
        )}
      >
        {DEPARTMENTS.map((department, index) => {
          const Icon = DEPARTMENT_ICONS[department.slug];
          const note = TILE_NOTES[department.slug];
          const locked = fundraisingLocked && department.slug === FUNDRAISING_DEPARTMENT_SLUG;
          const lowered = Math.floor(index / 2) % 2 === 1;
          return (
            <li
              key={department.slug}
              className={cn(
                '@2xl:h-(--hex-h) @2xl:w-(--hex-w)',
                lowered && '@2xl:translate-y-[calc(50%+0.25rem)]',
              )}
            >
              <Link
                to={`/department/${department.slug}`}
                className={cn(
                  'group block h-full rounded-xl bg-slate-200 p-px outline-hidden transition-colors',
                  'hover:bg-indigo-300 focus-visible:bg-indigo-600 focus-visible:p-0.5',
                  '@2xl:bg-slate-300 @2xl:p-0.5 @2xl:hover:bg-indigo-300 @2xl:focus-visible:bg-indigo-600 @2xl:focus-visible:p-1',
                  HEXAGON,
                )}
              >
                <span
                  className={cn(
                    'flex h-full min-h-20 flex-col items-center justify-center gap-1 rounded-[11px] bg-white px-3 py-2.5 text-center',
                    'transition-colors group-hover:bg-indigo-50 group-focus-visible:bg-indigo-50',
                    '@2xl:min-h-0 @2xl:rounded-none @2xl:px-[15%] @2xl:py-2',
                    HEXAGON,
                  )}
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600 @3xl:size-6" />
                  <span className="text-sm leading-tight font-semibold text-slate-900">
                    {department.name}
                  </span>
                  {note ? <span className="text-xs leading-tight text-slate-600">{note}</span> : null}
                  {locked ? (
                    <span className="inline-flex items-center gap-1 text-xs leading-tight font-medium text-amber-800">
                      <Lock aria-hidden="true" className="size-3 shrink-0" />
                      Admins only
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
