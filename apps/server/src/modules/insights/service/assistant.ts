import Anthropic from '@anthropic-ai/sdk';
import {
  AI_ANALYSIS_FAILED,
  type AssistantReply,
  type assistantRequestSchema,
  builtInAnswer,
  type CampaignSummary,
  centsToDollars,
  type DonorAnalysis,
} from '@steward/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { listCampaigns } from '@/modules/campaigns/service';
import type { MemberContext } from '@/platform/authorization';
import { AppError } from '@/platform/errors';
import { ASSISTANT_QUESTIONS_PER_USER, assertWithinLimit, recordEvent } from '@/platform/throttle';
import type { AssistantDeps } from '../deps';
import { analyse } from './analysis';

type Request = z.output<typeof assistantRequestSchema>;

const MAX_TOKENS = 1024;
const DEFAULT_CONFIDENCE = 0.8;

/**
 * What the AI service is told about the organisation: aggregates only. No donor's name, email or
 * phone leaves Steward; the top donors are ranks with their totals. Campaigns are their names and
 * figures (no pledger's name).
 */
export function aggregatesFor(analysis: DonorAnalysis, campaigns: readonly CampaignSummary[] = []) {
  const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    totalDonors: analysis.totalDonors,
    totalAmount: analysis.totalAmount,
    averageDonation: analysis.averageDonation,
    donationCount: analysis.donationCount,
    frequencyCounts: analysis.frequencyCounts,
    donorRetention: analysis.donorRetention,
    yearOverYear: analysis.yearOverYear,
    lapsedLastYearButNotThisYear: analysis.lybunt,
    lapsedSomeYearsButNotLastNorThis: analysis.sybunt,
    monthlyTrends: analysis.monthlyTrends.slice(-24).map(({ month, amount, donorCount, giftCount }) => ({
      month,
      amount,
      donorCount,
      giftCount,
    })),
    forecast: analysis.forecast,
    topDonors: analysis.topDonors.map((donor, index) => ({
      rank: index + 1,
      totalAmount: donor.totalAmount,
      donationCount: donor.donationCount,
      frequency: donor.frequency,
      lastDonation: donor.lastDonation?.slice(0, 7) ?? null,
    })),
    campaigns: campaigns.map((c) => ({
      name: c.name,
      status: c.status,
      startDate: c.startDate,
      endDate: c.endDate,
      funds: c.funds.map((fund) => fund.label),
      goal: dollars(c.goalCents),
      pledged: dollars(c.pledgedCents),
      givenToItsFundsInItsDates: dollars(c.givenCents),
      pledgers: c.pledgers,
    })),
    asOf: analysis.asOf,
  };
}

const SYSTEM_PROMPT = `You are the fundraising analyst of a church or non-profit, inside Steward, its operations platform.
Answer the staff member's question about their giving using only the figures below (amounts in US dollars).
Be concrete and brief. Never invent figures that are not given. Donors are anonymous here, referred to by rank.
Reply with one JSON object and nothing else:
{"content": "<your answer>", "insights": ["<short finding>", ...], "recommendations": ["<short action>", ...], "confidence": <0 to 1>}`;

/** The conversation as the Messages API needs it: starting with the user, roles alternating. */
function conversation(request: Request): Anthropic.MessageParam[] {
  const turns: Anthropic.MessageParam[] = [];
  for (const turn of [...request.history, { role: 'user' as const, content: request.message }]) {
    if (turns.length === 0 && turn.role !== 'user') continue;
    const last = turns.at(-1);
    if (last && last.role === turn.role) last.content = `${String(last.content)}\n\n${turn.content}`;
    else turns.push({ role: turn.role, content: turn.content });
  }
  return turns;
}

/** Spec 001 §7 item 1: content, insights[], recommendations[], confidence (default 0.8). */
export function readReply(text: string): Omit<AssistantReply, 'source'> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start !== -1 && end > start) {
    try {
      const json = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
      const strings = (value: unknown) =>
        Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
      if (typeof json.content === 'string') {
        const confidence = typeof json.confidence === 'number' ? json.confidence : DEFAULT_CONFIDENCE;
        return {
          content: json.content,
          insights: strings(json.insights),
          recommendations: strings(json.recommendations),
          confidence: Math.min(1, Math.max(0, confidence)),
        };
      }
    } catch {
      // Not JSON after all: the text itself is the answer.
    }
  }
  return { content: text.trim(), insights: [], recommendations: [], confidence: DEFAULT_CONFIDENCE };
}

/**
 * Spec 001 §2 AI chat, answered on the server: through the Anthropic Messages API when a key is
 * configured, else by the built-in analyst. Each member may ask 30 questions per 10 minutes.
 */
export async function ask(
  deps: AssistantDeps,
  member: MemberContext,
  request: Request,
  log?: FastifyBaseLogger,
): Promise<AssistantReply> {
  await assertWithinLimit(deps.db, ASSISTANT_QUESTIONS_PER_USER, member.userId);
  await recordEvent(deps.db, ASSISTANT_QUESTIONS_PER_USER, member.userId);
  const analysis = await analyse({ db: deps.db, storage: deps.storage }, member);
  const campaigns = (await listCampaigns({ db: deps.db, storage: deps.storage }, member)).items;
  const { anthropicApiKey, anthropicBaseUrl, model } = deps.assistant;
  if (!anthropicApiKey) {
    return { ...builtInAnswer(request.message, analysis, campaigns), source: 'built-in' };
  }

  const client = new Anthropic({
    apiKey: anthropicApiKey,
    ...(anthropicBaseUrl ? { baseURL: anthropicBaseUrl } : {}),
    timeout: deps.assistant.timeoutMs,
    maxRetries: 1,
  });
  try {
    const response = await client.messages.create({
      model,
      max_tokens: MAX_TOKENS,
      system: `${SYSTEM_PROMPT}\n\nFigures:\n${JSON.stringify(aggregatesFor(analysis, campaigns))}`,
      messages: conversation(request),
    });
    const text = response.content
      .filter((block): block is Anthropic.TextBlock => block.type === 'text')
      .map((block) => block.text)
      .join('\n');
    if (!text.trim()) throw new Error('The AI service sent an empty answer');
    return { ...readReply(text), source: 'ai' };
  } catch (error) {
    log?.warn({ err: error }, 'the AI service did not answer');
    throw new AppError(502, 'unavailable', AI_ANALYSIS_FAILED);
  }
}
