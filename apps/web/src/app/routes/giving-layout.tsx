import { canAccessFundraising, type SessionResponse } from '@steward/domain';
import { HandCoins } from 'lucide-react';
import { type ReactNode, Suspense, useId } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { GIVING_BATCHES_PATH, GIVING_SETTINGS_PATH, isCounterPath } from '@/features/batches/paths';
import { FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { cn } from '@/lib/cn';
import {
  GIVING_CAMPAIGNS_PATH,
  GIVING_DONORS_PATH,
  GIVING_IMPORTS_PATH,
  GIVING_PATH,
  GIVING_STATEMENTS_PATH,
} from '@/lib/giving/fundraising-paths';
import { useCurrentSession } from '@/lib/session/current-session';

/** Giving's pages, one click each. */
const GIVING_PAGES = [
  { to: GIVING_DONORS_PATH, label: 'Donors' },
  { to: GIVING_BATCHES_PATH, label: 'Batches' },
  { to: GIVING_CAMPAIGNS_PATH, label: 'Campaigns' },
  { to: GIVING_STATEMENTS_PATH, label: 'Statements' },
  { to: GIVING_IMPORTS_PATH, label: 'Imports' },
  { to: GIVING_SETTINGS_PATH, label: 'Settings' },
] as const;

/** A counter enters gifts into open batches and sees nothing else of fundraising. */
const COUNTER_PAGES = GIVING_PAGES.filter((page) => page.to === GIVING_BATCHES_PATH);

function isCounter(session: SessionResponse): boolean {
  return !canAccessFundraising(session.role) && session.isCounter;
}

/**
 * Spec 001 §6: only those who may see donor data come in; a counter (Steward's extension, see
 * docs/spec-deviations.md) comes into the batches list and a batch's page only. The server refuses
 * everything else to them too: this only spares them a page of errors.
 */
function GivingGate({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  const { pathname } = useLocation();
  if (canAccessFundraising(session.role)) return children;
  // "/giving" itself only sends them on to Batches (GivingIndex).
  const givingIndex = pathname === GIVING_PATH || pathname === `${GIVING_PATH}/`;
  if (isCounter(session) && (givingIndex || isCounterPath(pathname))) return children;
  return <FundraisingRestricted />;
}

/** "/giving" opens the first of the member's pages: Donors, or Batches for a counter. */
export function GivingIndex() {
  const session = useCurrentSession();
  return <Navigate to={isCounter(session) ? GIVING_BATCHES_PATH : GIVING_DONORS_PATH} replace />;
}

/**
 * "/giving/*": a treasurer's daily work (donors, batches, campaigns, statements, imports, settings)
 * under one entry of the main navigation, for those who may see donor data (spec 001 §6: others get its
 * Access Restricted), and the batches alone for a counter. The spec's fundraising page and its
 * tabs stay where they are; these are more ways in.
 */
export function GivingLayout() {
  const session = useCurrentSession();
  return (
    <GivingGate>
      <GivingNavigation pages={isCounter(session) ? COUNTER_PAGES : GIVING_PAGES} />
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </GivingGate>
  );
}

function GivingNavigation({ pages }: { pages: readonly { to: string; label: string }[] }) {
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
        {pages.map(({ to, label }) => {
          const here = pathname === to;
          // A donor's page is inside Donors (a batch inside Batches): marked as where one is, not as the page itself.
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
