import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDonorSync } from '../hooks/use-donor-sync';
import { SyncBanner } from './sync-banner';

/** "Sync Now": merges the Donor Data documents waiting, then says what happened for 5 seconds. */
export function SyncNowButton({ className }: { className?: string }) {
  const { run, banner, syncing } = useDonorSync();
  return (
    <div className={cn('flex flex-col items-start gap-3', className)}>
      <Button variant="secondary" disabled={syncing} onClick={() => void run()}>
        <RefreshCw aria-hidden="true" className={cn(syncing && 'motion-safe:animate-spin')} />
        {syncing ? 'Syncing...' : 'Sync Now'}
      </Button>
      <SyncBanner banner={banner} label="Sync Now result" className="w-full" />
    </div>
  );
}
