import type { CampaignSummary } from './api/campaigns';
import type { DonorAnalysis } from './api/donors';
import { centsToDollars } from './money';

/** Spec 001 §2 AI chat: the quick-question chips shown while the welcome is the only message. */
export const QUICK_QUESTIONS = [
  'Who are my top donors?',
  'How is giving trending?',
  'What is my donor retention?',
  'What does the forecast say?',
  'Which donors have lapsed?',
] as const;

export const ASSISTANT_WELCOME =
  'Hello! I can help you understand your donor data: ask about your top donors, giving trends, retention, the forecast or lapsed donors.';

/** How the built-in analyst introduces itself, so nobody takes it for an AI model. */
export const BUILT_IN_ANALYST_NOTE = 'Built-in analyst (no AI service is configured for Steward):';

export interface AnalystAnswer {
  content: string;
  insights: string[];
  recommendations: string[];
  confidence: number;
}

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

type Topic = 'campaigns' | 'top' | 'trend' | 'retention' | 'forecast' | 'lapsed' | 'summary';

const TOPICS: [Topic, RegExp][] = [
  ['campaigns', /\b(campaigns?|pledg\w*)\b/i],
  ['lapsed', /\b(laps\w*|lybunt|sybunt|lost|stopp\w*|inactive|churn\w*)\b/i],
  ['top', /\b(top|biggest|largest|major|best|most generous)\b/i],
  ['forecast', /\b(forecast\w*|predict\w*|project\w*|next (month|quarter)|expect\w*)\b/i],
  ['retention', /\b(retention|retain\w*|returning|repeat|new donors?|loyal\w*)\b/i],
  ['trend', /\b(trend\w*|month\w*|growth|grow\w*|declin\w*|season\w*|over time)\b/i],
];

function topicOf(question: string): Topic {
  return TOPICS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'summary';
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (date: string) => LONG_DAY.format(new Date(`${date}T00:00:00Z`));

/** One campaign in a sentence: its dates, what was given against its goal, what was pledged. */
function campaignSentence(c: CampaignSummary): string {
  const given = money(centsToDollars(c.givenCents));
  const ofGoal =
    c.goalCents === null
      ? `${given} given`
      : `${given} given of its ${money(centsToDollars(c.goalCents))} goal (${percent(c.givenCents / c.goalCents)})`;
  const pledgers = c.pledgers === 1 ? '1 pledger' : `${c.pledgers} pledgers`;
  return `${c.name} (${day(c.startDate)} to ${day(c.endDate)}${c.status === 'closed' ? ', closed' : ''}): ${ofGoal}, ${money(centsToDollars(c.pledgedCents))} pledged by ${pledgers}`;
}

/** The campaigns, active ones first (as the list gives them), at most five. */
function campaignsAnswer(campaigns: readonly CampaignSummary[]): AnalystAnswer {
  if (campaigns.length === 0) {
    return {
      content:
        'There is no campaign yet: create one on Giving, Campaigns to follow its pledges and gifts against a goal.',
      insights: [],
      recommendations: [],
      confidence: 1,
    };
  }
  const shown = campaigns.slice(0, 5);
  const unpledged = shown.filter(
    (c) => c.status === 'active' && c.goalCents !== null && c.pledgedCents < c.goalCents,
  );
  return {
    content: `${shown.map(campaignSentence).join('. ')}.`,
    insights: unpledged.map(
      (c) =>
        `${c.name} has ${percent(c.pledgedCents / (c.goalCents as number))} of its goal pledged: ${money(centsToDollars((c.goalCents as number) - c.pledgedCents))} is still to be promised.`,
    ),
    recommendations: [
      "Open the campaign's page to see the pledgers behind schedule, and thank those on track.",
    ],
    confidence: 0.95,
  };
}

function answerFor(topic: Exclude<Topic, 'campaigns'>, a: DonorAnalysis): AnalystAnswer {
  switch (topic) {
    case 'top': {
      const top = a.topDonors.slice(0, 5);
      const share = a.totalAmount > 0 ? top.reduce((sum, d) => sum + d.totalAmount, 0) / a.totalAmount : 0;
      return {
        content: `Your top donors by total giving are ${top
          .map((d) => `${d.firstName} ${d.lastName} (${money(d.totalAmount)} over ${d.donationCount} gifts)`)
          .join(', ')}.`,
        insights: [`The top ${top.length} donors gave ${percent(share)} of all giving.`],
        recommendations: [
          'Thank your most generous donors personally, and tell them what their giving made possible.',
        ],
        confidence: 0.95,
      };
    }
    case 'trend': {
      const months = a.monthlyTrends;
      const recent = months.slice(-3);
      const before = months.slice(-6, -3);
      const sum = (list: typeof months) => list.reduce((total, m) => total + m.amount, 0);
      const change = before.length > 0 && sum(before) > 0 ? sum(recent) / sum(before) - 1 : null;
      const best = [...months].sort((x, y) => y.amount - x.amount)[0];
      return {
        content:
          change === null
            ? `There are ${months.length} months of giving so far; a trend needs at least six.`
            : `Giving in the last three months (${money(sum(recent))}) is ${change >= 0 ? 'up' : 'down'} ${percent(Math.abs(change))} on the three months before (${money(sum(before))}).`,
        insights: best ? [`The strongest month was ${best.label} with ${money(best.amount)}.`] : [],
        recommendations: [
          change !== null && change < 0
            ? 'Consider an appeal or a giving update to the congregation to reverse the dip.'
            : 'Keep sharing stories of impact while giving is steady or growing.',
        ],
        confidence: 0.9,
      };
    }
    case 'retention': {
      const r = a.donorRetention;
      const yoy = a.yearOverYear;
      return {
        content: `${r.returningDonors} of ${a.totalDonors} donors have given more than once (${percent(r.retentionRate)}); ${r.newDonors} have given once.`,
        insights:
          yoy.retentionRate === null
            ? []
            : [
                `Year over year, ${yoy.retainedDonors} of the ${yoy.previousYearDonors} donors of ${yoy.year - 1} gave again in ${yoy.year} (${percent(yoy.retentionRate)}).`,
              ],
        recommendations: ['Follow up a first gift within a week: second gifts are where retention is won.'],
        confidence: 0.9,
      };
    }
    case 'forecast': {
      const f = a.forecast;
      return {
        content: `Based on the last six months, next month's giving is forecast at ${money(f.nextMonth.predictedAmount)} and the next quarter at ${money(f.nextQuarter.predictedAmount)} a month on average; the trend is ${f.trendDirection}.`,
        insights: [
          `The fit explains ${percent(f.nextMonth.confidence)} of the month-to-month variation (R²).`,
        ],
        recommendations: ['Treat the forecast as a guide: a special appeal or season can move it.'],
        confidence: Math.max(0.5, f.nextMonth.confidence),
      };
    }
    case 'lapsed':
      return {
        content: `${a.lybunt} donors gave last year but not yet this year (LYBUNT), and ${a.sybunt} gave in earlier years but neither last year nor this year (SYBUNT).`,
        insights: [`Together that is ${a.lybunt + a.sybunt} donors to win back.`],
        recommendations: [
          'Reach LYBUNT donors first with a personal note: they are the likeliest to give again.',
        ],
        confidence: 0.9,
      };
    case 'summary':
      return {
        content: `${a.totalDonors} donors have given ${money(a.totalAmount)} in ${a.donationCount} gifts (an average of ${money(a.averageDonation)}). Ask me about top donors, trends, retention, the forecast or lapsed donors.`,
        insights: [`Giving is forecast to trend ${a.forecast.trendDirection}.`],
        recommendations: [],
        confidence: 0.8,
      };
  }
}

/**
 * Steward's built-in analyst: answers the quick questions and the common ones from the
 * organisation's analysis, without any outside service. It always says what it is.
 */
export function builtInAnswer(
  question: string,
  analysis: DonorAnalysis,
  campaigns: readonly CampaignSummary[] = [],
): AnalystAnswer {
  const topic = topicOf(question);
  if (topic === 'campaigns') {
    const answer = campaignsAnswer(campaigns);
    return { ...answer, content: `${BUILT_IN_ANALYST_NOTE} ${answer.content}` };
  }
  if (analysis.totalDonors === 0) {
    return {
      content: `${BUILT_IN_ANALYST_NOTE} there is no donor data yet. Upload a giving export on the Upload Data tab and ask again.`,
      insights: [],
      recommendations: [],
      confidence: 1,
    };
  }
  const answer = answerFor(topic, analysis);
  return { ...answer, content: `${BUILT_IN_ANALYST_NOTE} ${answer.content}` };
}
