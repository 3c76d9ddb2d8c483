import { CircleAlert, CircleCheck, PlugZap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTestEconomicConnection } from '../../api/test-economic-connection';

/**
 * Spec 001 §7 item 3, §8 connection test: the server asks FRED for one release with its key, and its
 * answer is shown green when the connection works, red otherwise. The live region stays in the
 * page so that each new answer is announced (sr-only and nothing else while empty: a width would
 * stretch it past the page's edge on a phone).
 */
export function ConnectionTest() {
  const test = useTestEconomicConnection();
  const result = test.isSuccess
    ? test.data
    : test.isError
      ? { ok: false, message: `Failed to test API connection: ${errorMessage(test.error)}` }
      : null;
  const Icon = result?.ok ? CircleCheck : CircleAlert;

  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
        <PlugZap aria-hidden="true" />
        {test.isPending ? 'Testing...' : 'Test connection'}
      </Button>
      <div
        role="status"
        aria-live="polite"
        aria-label="Connection test result"
        className={result ? 'w-full' : 'sr-only'}
      >
        {result ? (
          <div
            className={cn(
              'flex items-start gap-2 rounded-lg border p-3 text-sm',
              result.ok
                ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                : 'border-red-200 bg-red-50 text-red-800',
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 font-medium break-words">{result.message}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
