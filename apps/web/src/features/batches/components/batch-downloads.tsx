import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { batchReportCsvUrl, batchReportPdfUrl, depositSlipUrl } from '../api/batch-files';

const FILES = [
  { label: 'Batch report (PDF)', url: batchReportPdfUrl },
  { label: 'Batch report (CSV)', url: batchReportCsvUrl },
  { label: 'Deposit slip (PDF)', url: depositSlipUrl },
] as const;

/** The batch report (by fund and method, checks, control totals, who entered and committed) and the deposit slip. */
export function BatchDownloads({ batchId }: { batchId: string }) {
  return (
    <ul aria-label="Downloads" className="flex flex-wrap gap-2">
      {FILES.map(({ label, url }) => (
        <li key={label}>
          <a href={url(batchId)} download className={cn(buttonClasses('secondary', 'sm'))}>
            <Download aria-hidden="true" />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
