import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SyncBannerTone, SyncBanner as SyncBannerValue } from '../hooks/use-donor-sync';

const TONES: Record<SyncBannerTone, { classes: string; icon: typeof Info }> = {
  success: { classes: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  info: { classes: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
  warning: { classes: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  error: { classes: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
};

interface SyncBannerProps {
  banner: SyncBannerValue | null;
  /** Names the live region, which several places of the tool have. */
  label: string;
  className?: string;
}

/**
 * The result of a document sync (spec 001 §4 status banner), with the documents that failed and why.
 * The live region stays in the page so that each new message is announced; while empty it is only
 * sr-only, without the caller's classes (a width there would stretch it past the page's edge).
 */
export function SyncBanner({ banner, label, className }: SyncBannerProps) {
  const tone = banner ? TONES[banner.tone] : null;
  const Icon = tone?.icon ?? Info;
  return (
    <div role="status" aria-live="polite" aria-label={label} className={banner ? className : 'sr-only'}>
      {banner && tone ? (
        <div className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', tone.classes)}>
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium break-words">{banner.message}</p>
            {banner.failed.length > 0 ? (
              <ul className="flex list-disc flex-col gap-0.5 pl-4">
                {banner.failed.map((document) => (
                  <li key={document.documentId} className="break-words">
                    {document.name}: {document.error}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
