import type { TrustedDevice } from '@steward/domain';
import { TRUSTED_DEVICE_DAYS } from '@steward/domain';
import { MonitorSmartphone } from 'lucide-react';
import { toast } from 'sonner';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format-date';
import { useForgetDevice } from '../api/forget-device';
import { StepUpDialog } from './step-up-dialog';

export function TrustedDevicesSection({ devices }: { devices: readonly TrustedDevice[] }) {
  return (
    <SectionCard
      title="Remembered devices"
      description={`Devices where you chose “Remember this device for ${TRUSTED_DEVICE_DAYS} days”: they skip the second step until then.`}
    >
      {devices.length === 0 ? (
        <EmptyState>No remembered devices.</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200">
          {devices.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function DeviceRow({ device }: { device: TrustedDevice }) {
  const forget = useForgetDevice();
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
      <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device.label}
          {device.current ? <Badge tone="accent">This device</Badge> : null}
        </p>
        <p className="text-sm text-slate-600">
          Remembered {formatDate(device.createdAt)} · until {formatDate(device.expiresAt)}
        </p>
      </div>
      <StepUpDialog
        trigger={
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Forget ${device.label}${device.current ? ' (this device)' : ''}`}
          >
            Forget
          </Button>
        }
        title="Forget this device?"
        description={`${device.current ? 'This device' : `“${device.label}”`} will ask for the second step again at its next sign-in.`}
        confirmLabel="Forget"
        busyLabel="Forgetting..."
        onConfirm={async (stepUp) => {
          await forget.mutateAsync({ id: device.id, stepUp });
          toast.success('Device forgotten: it will ask for the second step again');
        }}
      />
    </li>
  );
}
