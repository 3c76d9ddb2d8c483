import type { OperationsCategoryView } from '@steward/domain';
import { FileText, KeyRound, Plug, UserRound } from 'lucide-react';
import { StatCard } from '../../../components/stat-card';

/** Spec 000 §2 Category page: Related Documents, Available Tools, OAuth Ready, Active Contacts. */
export function CategoryStats({ stats }: { stats: OperationsCategoryView['stats'] | undefined }) {
  return (
    <ul aria-label="Category totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <li>
        <StatCard
          label="Related Documents"
          value={stats?.relatedDocuments}
          icon={FileText}
          hint="By category or tag"
        />
      </li>
      <li>
        <StatCard
          label="Available Tools"
          value={stats?.availableTools}
          icon={Plug}
          tone="success"
          hint="Integration cards"
        />
      </li>
      <li>
        <StatCard
          label="OAuth Ready"
          value={stats?.oauthReady}
          icon={KeyRound}
          tone="warning"
          hint="Can connect with OAuth"
          to="/oauth"
        />
      </li>
      <li>
        <StatCard
          label="Active Contacts"
          value={stats?.activeContacts}
          icon={UserRound}
          hint="Tools with a primary contact"
        />
      </li>
    </ul>
  );
}
