import type { OperationsOverview } from '@steward/domain';
import { FileText, LayoutGrid, Plug, ShieldCheck } from 'lucide-react';
import { StatGrid } from '@/components/stat-card';

/** Spec 000 §2 Operations Center: Total Operations, Active Integrations, Documents, Access Level. */
export function OperationsSummary({ overview }: { overview: OperationsOverview | undefined }) {
  return (
    <StatGrid
      label="Operations summary"
      cards={[
        {
          label: 'Total Operations',
          value: overview?.totalOperations,
          icon: LayoutGrid,
          hint: 'Operations areas',
        },
        {
          label: 'Active Integrations',
          value: overview?.activeIntegrations,
          icon: Plug,
          tone: 'success',
          hint: 'Set up by your organization',
        },
        {
          label: 'Documents',
          value: overview?.documents,
          icon: FileText,
          hint: 'All documents',
          to: '/documents',
        },
        {
          label: 'Access Level',
          value: overview?.accessLevel,
          icon: ShieldCheck,
          tone: 'warning',
          hint: 'Your role here',
        },
      ]}
    />
  );
}
