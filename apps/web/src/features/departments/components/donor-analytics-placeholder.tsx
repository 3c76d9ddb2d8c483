import { ChartLine } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** Spec 001 §2 names a donor analytics tool for administrators; it comes in a later issue. */
export function DonorAnalyticsPlaceholder() {
  return (
    <Card className="flex items-start gap-3 border-dashed p-4 sm:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600">
        <ChartLine aria-hidden="true" className="size-5" />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">Donor analytics arrive soon</h2>
        <p className="text-sm text-slate-600">
          Giving trends, forecasts and donor insights will be worked out here from your donor data. Until
          then, keep grant documents and donor files in the documents below.
        </p>
      </div>
    </Card>
  );
}
