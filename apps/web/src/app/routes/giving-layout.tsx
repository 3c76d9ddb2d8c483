import { HandCoins } from 'lucide-react';
import { Suspense, useId } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { FundraisingGate } from '@/features/fundraising/components/overview/fundraising-gate';
import {
  GIVING_DONORS_PATH,
  GIVING_IMPORTS_PATH,
  GIVING_STATEMENTS_PATH,
} from '@/features/fundraising/components/overview/fundraising-paths';
import { cn } from '@/lib/cn';

/** Giving's pages, one click each (Batches joins them when it lands). */
const GIVING_PAGES = [
  { to: GIVING_DONORS_PATH, label: 'Donors' },
  { to: GIVING_STATEMENTS_PATH, label: 'Statements' },
  { to: GIVING_IMPORTS_PATH, label: 'Imports' },
] as const;

/**
 * "/giving/*": a treasurer's daily work (donors, statements, imports) under one entry of the main
 * navigation, for those who may see donor data (spec 001 §6: others get its Access Restricted).
 * The spec's fundraising page and its tabs stay where they are; these are more ways in.
 */
export function GivingLayout() {
  return (
    <FundraisingGate>
      <GivingNavigation />
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </FundraisingGate>
  );
}

function GivingNavigation() {
  const { pathname } = useLocation();
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className="mb-6 border-b border-slate-200 print:hidden">
      <p
        id={labelId}
        className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        <HandCoins aria-hidden="true" className="size-4" />
        Giving
      </p>
      {/* Scrolls sideways rather than wrap on the narrowest phones; each link keeps its own line. */}
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {GIVING_PAGES.map(({ to, label }) => {
          const here = pathname === to;
          // A donor's page is inside Donors: marked as where one is, not as the page itself.
          const inside = !here && pathname.startsWith(`${to}/`);
          return (
            <li key={to} className="shrink-0">
              <Link
                to={to}
                aria-current={here ? 'page' : inside ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
                  focusRing,
                  here || inside
                    ? 'border-indigo-600 text-indigo-700'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
