import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { DONOR_EXPORT_URL } from '../../api/export-donors';

/**
 * Spec 001 §9 export: every donor as donor-data-export-{date}.csv. A plain download link: the
 * browser sends the session cookie and streams the file to disk, named by the server.
 */
export function ExportDataCard() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-col gap-0.5">
          <CardTitle>Export Data</CardTitle>
          <CardDescription>
            Download every donor as a CSV file: name, email, phone, total and average given, number of gifts,
            first and last gift, and frequency.
          </CardDescription>
        </div>
        <a href={DONOR_EXPORT_URL} download className={cn(buttonClasses('secondary'), 'self-start')}>
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </CardContent>
    </Card>
  );
}
