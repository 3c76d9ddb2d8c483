import type { OperationsOverview } from '@steward/domain';
import { FileText, LayoutGrid, Plug, ShieldCheck } from 'lucide-react';
import { StatCard } from '../../../components/stat-card';

/** Spec 000 §2 Operations Center: Total Operations, Active Integrations, Documents, Access Level. */
export function OperationsSummary({ overview }: { overview: OperationsOverview | undefined }) {
  return (
    <ul aria-label="Operations summary" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <li>
        <StatCard
          label="Total Operations"
          value={overview?.totalOperations}
          icon={LayoutGrid}
          hint="Operations areas"
        />
      </li>
      <li>
        <StatCard
          label="Active Integrations"
          value={overview?.activeIntegrations}
          icon={Plug}
          tone="success"
          hint="Set up by your organization"
        />
      </li>
      <li>
        <StatCard
          label="Documents"
          value={overview?.documents}
          icon={FileText}
          hint="All documents"
          to="/documents"
        />
      </li>
      <li>
        <StatCard
          label="Access Level"
          value={overview?.accessLevel}
          icon={ShieldCheck}
          tone="warning"
          hint="Your role here"
        />
      </li>
    </ul>
  );
}
