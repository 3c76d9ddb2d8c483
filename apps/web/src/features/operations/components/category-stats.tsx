import type { OperationsCategoryView } from '@steward/domain';
import { FileText, KeyRound, Plug, UserRound } from 'lucide-react';
import { StatGrid } from '@/components/stat-card';

/** Spec 000 §2 Category page: Related Documents, Available Tools, OAuth Ready, Active Contacts. */
export function CategoryStats({ stats }: { stats: OperationsCategoryView['stats'] | undefined }) {
  return (
    <StatGrid
      label="Category totals"
      cards={[
        {
          label: 'Related Documents',
          value: stats?.relatedDocuments,
          icon: FileText,
          hint: 'By category or tag',
        },
        {
          label: 'Available Tools',
          value: stats?.availableTools,
          icon: Plug,
          tone: 'success',
          hint: 'Integration cards',
        },
        {
          label: 'OAuth Ready',
          value: stats?.oauthReady,
          icon: KeyRound,
          tone: 'warning',
          hint: 'Can connect with OAuth',
          to: '/oauth',
        },
        {
          label: 'Active Contacts',
          value: stats?.activeContacts,
          icon: UserRound,
          hint: 'Tools with a primary contact',
        },
      ]}
    />
  );
}
