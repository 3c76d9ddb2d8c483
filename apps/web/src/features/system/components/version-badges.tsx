import { Badge } from '@/components/ui/badge';
import { useAppInfo } from '@/lib/app-info';
import { cn } from '@/lib/cn';

interface VersionBadgesProps {
  className?: string;
  /** Phones: hide the environment label, which the demo banner already shows. */
  compact?: boolean;
}

/**
 * The version badge ("v2.1.0") and the environment label ("demo"), shown in demo mode only: a
 * production organisation sees its own product, not a demo's labels.
 */
export function VersionBadges({ className, compact = false }: VersionBadgesProps) {
  const { data: appInfo } = useAppInfo();
  if (!appInfo?.demoMode) return null;
  const version = appInfo.version;
  const environment = appInfo.environment;
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Badge tone="neutral" title="Version">{`v${version}`}</Badge>
      {environment ? (
        <span className={compact ? 'hidden sm:contents' : 'contents'}>
          <Badge tone="warning" title="Environment">
            {environment}
          </Badge>
        </span>
      ) : null}
    </span>
  );
}
