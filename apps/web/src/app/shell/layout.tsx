import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { TwoFactorDueBanner } from '@/features/security/components/two-factor-due-banner';
import { DemoBanner } from '@/features/system/components/demo-banner';
import { useAppInfo } from '@/lib/app-info';
import { useCurrentSession } from '@/lib/session/current-session';
import { ErrorBoundary } from '../error-boundary';
import { Header } from './header';
import { Sidebar } from './sidebar';

/** Where the member sets up two-step verification; that page says what is due in its own words. */
const SECURITY_PAGE = '/account/security';

/**
 * The signed-in shell: skip link, demo banner, top bar, sidebar and the routed page, above it the
 * date from which the organisation's two-step rule holds this member, while its grace runs.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { data: appInfo } = useAppInfo();
  const { twoFactorDueAt } = useCurrentSession();
  const mainRef = useRef<HTMLElement>(null);
  const lastPathname = useRef(pathname);

  // The page scrolls inside <main>, so a new page starts at its top.
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    mainRef.current?.scrollTo?.({ top: 0 });
  }, [pathname]);

  return (
    <div className="flex h-dvh flex-col print:block print:h-auto">
      <a
        href="#main"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-medium text-indigo-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-2 focus:outline-indigo-600"
      >
        Skip to content
      </a>
      {appInfo?.demoMode ? (
        <div className="print:hidden">
          <DemoBanner />
        </div>
      ) : null}
      <Header />
      <div className="flex min-h-0 flex-1 print:block">
        <Sidebar />
        {/* Relative: screen-reader-only text (absolutely positioned) scrolls and clips with the page,
            instead of stretching the document and giving the window a second scroll bar. In the tab
            order: it is the page's scrolling region, which a keyboard must reach even on a page with
            nothing focusable in it (WCAG 2.1.1); it is also the skip link's target. */}
        <main
          ref={mainRef}
          id="main"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
          tabIndex={0}
          className="relative min-w-0 flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 print:overflow-visible"
        >
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            {twoFactorDueAt && pathname !== SECURITY_PAGE ? (
              <div className="mb-6 print:hidden">
                <TwoFactorDueBanner dueAt={twoFactorDueAt} />
              </div>
            ) : null}
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
