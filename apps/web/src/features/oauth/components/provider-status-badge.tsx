import type { OAuthProviderView } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

export type ProviderStatus = 'connected' | 'needs-reconnect' | 'not-connected' | 'not-configured';

const STATUSES: Record<ProviderStatus, { label: string; tone: BadgeTone }> = {
  connected: { label: 'Connected', tone: 'success' },
  'needs-reconnect': { label: 'Needs reconnection', tone: 'warning' },
  'not-connected': { label: 'Not connected', tone: 'accent' },
  'not-configured': { label: 'Not configured', tone: 'neutral' },
};

/** A connection comes first: one refused at its last refresh needs reconnecting; else whether it can be made. */
export function providerStatus(provider: OAuthProviderView): ProviderStatus {
  if (provider.connection) return provider.connection.needsReconnect ? 'needs-reconnect' : 'connected';
  return provider.configured ? 'not-connected' : 'not-configured';
}

export function ProviderStatusBadge({ provider }: { provider: OAuthProviderView }) {
  const { label, tone } = STATUSES[providerStatus(provider)];
  return <Badge tone={tone}>{label}</Badge>;
}
