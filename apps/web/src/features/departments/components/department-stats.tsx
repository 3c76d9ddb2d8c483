import { FileText, Users } from 'lucide-react';
import { StatCard } from '../../../components/stat-card';

interface DepartmentStatsProps {
  /** Undefined while loading. */
  documentCount: number | undefined;
  teamSize: number | undefined;
}

/** Issue 5: the department's real document count and team size, not the spec's fixed numbers. */
export function DepartmentStats({ documentCount, teamSize }: DepartmentStatsProps) {
  return (
    <ul aria-label="Department totals" className="grid grid-cols-2 gap-3 sm:gap-4">
      <li>
        <StatCard
          label="Documents"
          value={documentCount}
          icon={FileText}
          hint="Filed under this department"
        />
      </li>
      <li>
        <StatCard
          label="Team Members"
          value={teamSize}
          icon={Users}
          tone="success"
          hint="Chosen with Manage Access"
        />
      </li>
    </ul>
  );
}
