import { FileBarChart, KeyRound, type LucideIcon, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';

const ACTIONS: { label: string; to: string; icon: LucideIcon }[] = [
  { label: 'Upload Documents', to: '/upload', icon: Upload },
  { label: 'Manage OAuth', to: '/oauth', icon: KeyRound },
  { label: 'View Reports', to: '/documents', icon: FileBarChart },
];

/** Spec 000 §2 Category page: Quick Actions. */
export function QuickActions() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <CardTitle id="quick-actions">Quick Actions</CardTitle>
        <ul aria-labelledby="quick-actions" className="grid gap-2 sm:grid-cols-3">
          {ACTIONS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Button asChild variant="secondary" className="w-full">
                <Link to={to}>
                  <Icon aria-hidden="true" />
                  {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
