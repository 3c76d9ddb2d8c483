import { DEMO_BANNER_TEXT } from '@steward/domain';
import { Sparkles } from 'lucide-react';

/** The slim strip across the top in demo mode (spec 000: banner "Portfolio Demo Mode"). */
export function DemoBanner() {
  return (
    <div className="flex items-center justify-center gap-2 bg-gradient-to-r from-indigo-600 to-blue-600 px-4 py-1.5 text-center text-xs font-medium text-white sm:text-sm">
      <Sparkles aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{DEMO_BANNER_TEXT}</span>
    </div>
  );
}
