import type { StatementRun } from '@steward/domain';
import { useId } from 'react';
import { formatNumber } from '@/lib/format-money';

/** A run being made: how many of its donors' statements are done, as a bar and in words. */
export function RunProgress({ run }: { run: StatementRun }) {
  const labelId = useId();
  const done = Math.min(run.donorsDone, run.donorCount);
  const percent = run.donorCount > 0 ? Math.round((done / run.donorCount) * 100) : 0;
  const words = `${formatNumber(done)} of ${formatNumber(run.donorCount)} statements made`;
  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm text-slate-700">
        {run.status === 'queued' ? 'Waiting to start...' : `Making statements: ${words}`}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={run.donorCount}
        aria-valuenow={done}
        aria-valuetext={words}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
