import {
  Building2,
  Cookie,
  Database,
  FileX,
  KeyRound,
  type LucideIcon,
  ScrollText,
  Sheet,
  ShieldCheck,
} from 'lucide-react';
import { useId } from 'react';

interface Measure {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What Steward does with donor data, and nothing it does not (spec 001 §2 tab 5, corrected). */
const MEASURES: readonly Measure[] = [
  {
    icon: Database,
    title: 'Stored on the server',
    text: "Donor data is kept in Steward's PostgreSQL database on the server, separately for each organization. Nothing of it is stored in your browser.",
  },
  {
    icon: Building2,
    title: 'Organizations kept apart',
    text: "Row-level security in the database separates organizations: a request made for one organization cannot read or change another's donor records.",
  },
  {
    icon: ShieldCheck,
    title: 'Administrators only',
    text: 'Only administrators can open donor data. The server checks the role on every request (role-based access control), not just this page.',
  },
  {
    icon: Cookie,
    title: 'Sessions in HttpOnly cookies',
    text: 'Your session is kept in an HttpOnly cookie, which scripts in the page cannot read.',
  },
  {
    icon: KeyRound,
    title: 'Encrypted credentials',
    text: 'OAuth client secrets and tokens are encrypted with AES-256-GCM before they are stored.',
  },
  {
    icon: ScrollText,
    title: 'Audit log',
    text: 'Every import, export and clear of donor data is recorded in the audit log, with who did it and when.',
  },
  {
    icon: Sheet,
    title: 'Safe exports',
    text: 'Exported CSV files neutralize spreadsheet formulas, so a value cannot run as a formula when the file is opened in a spreadsheet.',
  },
  {
    icon: FileX,
    title: 'Uploaded files removed',
    text: 'An uploaded donor file is deleted once it is merged; one that is never merged is deleted after a day.',
  },
];

/** Spec 001 §2 tab 5 "Security": a static page stating how donor data is protected. */
export function SecurityTab() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          How donor data is protected
        </h3>
        <p className="text-sm text-slate-600">What Steward does with the donor data you upload.</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {MEASURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="flex min-w-0 flex-col gap-0.5">
              <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
              <p className="text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
