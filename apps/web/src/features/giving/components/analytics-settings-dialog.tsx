import type { AppInfo } from '@steward/domain';
import { Database } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { LoadingState } from '@/components/ui/spinner';
import { useAppInfo } from '@/lib/app-info';

type Services = AppInfo['services'];

interface Service {
  key: keyof Services;
  name: string;
  /** The environment variables that turn the service on; only their names, never a value. */
  variables: readonly string[];
  configured: string;
  unset: string;
}

const SERVICES: readonly Service[] = [
  {
    key: 'aiAssistant',
    name: 'AI assistant',
    variables: ['ANTHROPIC_API_KEY'],
    configured:
      'The assistant answers through the Anthropic API. Only aggregates are sent: totals, monthly figures, retention and anonymous top-donor ranks, never a name, email or phone.',
    unset: "Steward's built-in analyst answers from your figures and says so; nothing leaves the server.",
  },
  {
    key: 'economicData',
    name: 'Economic data',
    variables: ['FRED_API_KEY', 'BEA_API_KEY'],
    configured:
      'Economic Insights fetches live indicators. An indicator whose key is missing (FRED or BEA) still shows sample data, labelled.',
    unset: 'Economic Insights shows sample data, labelled as such.',
  },
  {
    key: 'weather',
    name: 'Weather',
    variables: ['NOAA_TOKEN'],
    configured: 'The weather panel shows NOAA daily highs, lows and precipitation for NOAA_LOCATION.',
    unset: 'The weather panel shows sample days, labelled as such.',
  },
];

const RETENTION: readonly [string, string][] = [
  ['Returning and new donors', 'Returning donors have given more than once, new donors once.'],
  ['Retention rate', "Returning donors' share of all donors; the churn rate is the rest."],
  [
    'Year over year',
    "Of the donors who gave in the year before last, the share who gave again last year (the Fundraising Effectiveness Project's measure).",
  ],
  ['LYBUNT', 'Gave last year, but not (yet) this year.'],
  ['SYBUNT', 'Gave in some year before last, but neither last year nor this year.'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function ServiceList({ services }: { services: Services }) {
  return (
    <ul aria-label="Outside services" className="flex flex-col gap-2">
      {SERVICES.map((service) => {
        const on = services[service.key];
        return (
          <li key={service.key} className="flex flex-col gap-1.5 rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-slate-900">{service.name}</span>
              <Badge tone={on ? 'success' : 'neutral'}>{on ? 'Configured' : 'Not configured'}</Badge>
            </div>
            <p className="text-sm text-slate-600">{on ? service.configured : service.unset}</p>
            <p className="text-xs text-slate-600">
              {service.variables.length > 1 ? 'Environment variables: ' : 'Environment variable: '}
              {service.variables.map((variable, index) => (
                <span key={variable}>
                  {index > 0 ? ', ' : null}
                  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-slate-800 wrap-anywhere">
                    {variable}
                  </code>
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export interface AnalyticsSettingsDialogProps {
  /** The button that opens it; the focus returns there when the dialog closes. */
  children: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closes the dialog and opens the donor analytics tool's Data Management tab. */
  onOpenDataManagement: () => void;
}

/**
 * Spec 001 §2 'Analytics Settings' (behaviour not shown): what this area uses and how it is set up.
 * Read-only: the settings are the server's environment variables, named here but never shown.
 */
export function AnalyticsSettingsDialog({
  children,
  open,
  onOpenChange,
  onOpenDataManagement,
}: AnalyticsSettingsDialogProps) {
  const appInfo = useAppInfo();
  // Leaving for the Data Management tab: the focus goes to that tab, not back to this dialog's button.
  const leavingForTab = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        size="lg"
        title="Analytics Settings"
        description="What donor analytics uses and how it is set up. Outside services are turned on by environment variables on the server."
        onCloseAutoFocus={(event) => {
          if (!leavingForTab.current) return;
          leavingForTab.current = false;
          event.preventDefault();
        }}
      >
        <div className="flex flex-col gap-5">
          <Section title="Outside services">
            {appInfo.data ? <ServiceList services={appInfo.data.services} /> : <LoadingState />}
          </Section>
          <Section title="Retention">
            <dl className="flex flex-col gap-2 text-sm">
              {RETENTION.map(([term, definition]) => (
                <div key={term} className="flex flex-col gap-0.5">
                  <dt className="font-medium text-slate-900">{term}</dt>
                  <dd className="text-slate-600">{definition}</dd>
                </div>
              ))}
            </dl>
          </Section>
          <Section title="Forecast">
            <p className="text-sm text-slate-600">
              A least-squares line through the last six complete months of giving (the month under way is left
              out). Next month is the line's next point, next quarter the mean of its next three; confidence
              is how well the line fits (R²). At least three months are needed. The enhanced forecast
              multiplies these by fixed demonstration factors (×1.08 for next month, ×1.06 for next quarter),
              not by live economic data.
            </p>
          </Section>
          <Section title="Donor data">
            <p className="text-sm text-slate-600">
              Upload history, document sync, export and clearing all donor data are on the Data Management
              tab.
            </p>
            <Button
              variant="secondary"
              className="self-start"
              onClick={() => {
                leavingForTab.current = true;
                onOpenDataManagement();
              }}
            >
              <Database aria-hidden="true" />
              Open Data Management
            </Button>
          </Section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
