import { BrainCircuit, FileText, Lightbulb, TrendingUp } from 'lucide-react';
import { StatGrid } from '@/components/stat-card';

interface FundraisingStatsProps {
  /** The department's fundraising documents; undefined while loading. */
  documentCount: number | undefined;
  /** Whether the server has an AI service's key (app info); undefined while loading. */
  aiAssistant: boolean | undefined;
  /** Donors in the analysis; undefined while loading, null when the analysis could not be loaded. */
  donorCount: number | null | undefined;
}

function insights(donorCount: number | null | undefined) {
  if (donorCount === undefined) return { value: undefined, hint: undefined };
  if (donorCount === null) return { value: 'Unavailable', hint: 'The donor analysis could not be loaded' };
  if (donorCount > 0) return { value: 'Ready', hint: 'Ask the assistant about your giving' };
  return { value: 'Waiting for data', hint: 'Upload or sync a donor CSV file first' };
}

/**
 * Spec 001 §2: the fundraising page's four stat cards, with the spec's titles and true values: AI
 * Analytics is 'Active' only with an AI service configured (else the built-in analyst answers), AI
 * Insights is 'Ready' only when there is donor data. The forecast needs no outside service.
 */
export function FundraisingStats({ documentCount, aiAssistant, donorCount }: FundraisingStatsProps) {
  const insight = insights(donorCount);
  return (
    <StatGrid
      // Dense: on a phone the donor analytics tool's tabs come right after these cards.
      dense
      label="Fundraising overview"
      cards={[
        {
          label: 'Fundraising Documents',
          value: documentCount,
          icon: FileText,
          hint: 'Funding, financial, donor and grant files',
        },
        {
          label: 'AI Analytics',
          value: aiAssistant === undefined ? undefined : aiAssistant ? 'Active' : 'Built-in analyst',
          icon: BrainCircuit,
          tone: aiAssistant ? 'success' : 'accent',
          hint:
            aiAssistant === undefined
              ? undefined
              : aiAssistant
                ? 'The assistant uses the configured AI service'
                : 'No AI service set up; answers come from your figures',
        },
        {
          label: 'Forecasting',
          value: 'Enabled',
          icon: TrendingUp,
          tone: 'success',
          hint: 'Next month and quarter from the last six months',
        },
        {
          label: 'AI Insights',
          value: insight.value,
          icon: Lightbulb,
          tone: insight.value === 'Ready' ? 'success' : 'warning',
          hint: insight.hint,
        },
      ]}
    />
  );
}
