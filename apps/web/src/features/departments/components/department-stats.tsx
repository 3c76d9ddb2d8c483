import { FileText, Users } from 'lucide-react';
import { StatGrid } from '@/components/stat-card';

interface DepartmentStatsProps {
  /** Undefined while loading. */
  documentCount: number | undefined;
  teamSize: number | undefined;
}

/** The department's real document count and team size, not the spec's fixed numbers. */
export function DepartmentStats({ documentCount, teamSize }: DepartmentStatsProps) {
  return (
    <StatGrid
      label="Department totals"
      cards={[
        { label: 'Documents', value: documentCount, icon: FileText, hint: 'Filed under this department' },
        {
          label: 'Team Members',
          value: teamSize,
          icon: Users,
          tone: 'success',
          hint: 'Chosen with Manage Access',
        },
      ]}
    />
  );
}
