import { PRODUCT_NAME } from '@steward/domain';
import type { ReactNode } from 'react';

interface StandalonePageProps {
  children: ReactNode;
  /** Shown above the card, e.g. the demo banner. */
  banner?: ReactNode;
}

/** A centred card for screens outside the signed-in shell (sign-in, invitations, OAuth callback). */
export function StandalonePage({ children, banner }: StandalonePageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-slate-50 to-indigo-50/60">
      {banner}
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <p className="mb-6 text-center text-xl font-bold tracking-tight text-indigo-700">{PRODUCT_NAME}</p>
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
