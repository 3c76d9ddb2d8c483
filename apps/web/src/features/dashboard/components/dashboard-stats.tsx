import { type Dashboard, EXPIRING_SOON_DAYS } from '@steward/domain';
import { CalendarClock, FileText, FolderOpen, TriangleAlert } from 'lucide-react';
import { StatGrid } from '@/components/stat-card';

/** The document list, filtered by status (the documents page reads `status` and `category`). */
function documentsWith(status: 'Expiring Soon' | 'Overdue'): string {
  return `/documents?${new URLSearchParams({ status })}`;
}

/** Spec 000 §2 Dashboard: the four stat cards; placeholders while `totals` loads. */
export function DashboardStats({ totals }: { totals: Dashboard['totals'] | undefined }) {
  return (
    <StatGrid
      label="Document totals"
      cards={[
        {
          label: 'Total Documents',
          value: totals?.documents,
          icon: FileText,
          hint: 'All documents',
          to: '/documents',
        },
        {
          label: 'Expiring Soon',
          value: totals?.expiringSoon,
          icon: CalendarClock,
          tone: 'warning',
          hint: `Within ${EXPIRING_SOON_DAYS} days`,
          to: documentsWith('Expiring Soon'),
        },
        {
          label: 'Overdue',
          value: totals?.overdue,
          icon: TriangleAlert,
          tone: 'danger',
          hint: 'Past their expiry date',
          to: documentsWith('Overdue'),
        },
        {
          label: 'Categories',
          value: totals?.categories,
          icon: FolderOpen,
          tone: 'success',
          hint: 'In use',
          to: '/documents',
        },
      ]}
    />
  );
}
