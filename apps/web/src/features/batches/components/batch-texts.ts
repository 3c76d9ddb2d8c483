import type { BatchDetail, BatchFigures } from '@steward/domain';
import { formatDateTime } from '@/lib/format-date';
import { formatNumber } from '@/lib/format-money';

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A moment of today as a counting table says it: "10:42". */
export function clockTime(value: string): string {
  return CLOCK.format(new Date(value));
}

type Hand = BatchDetail['hands'][number];
type Presence = BatchDetail['entering'][number];

/** "Hannah Lee (8 gifts)", "Samuel Okafor (changed it Nov 22, 2026 10:40)", or both. */
export function handText(hand: Hand): string {
  const parts = [
    hand.entered > 0 ? `${formatNumber(hand.entered)} ${hand.entered === 1 ? 'gift' : 'gifts'}` : null,
    hand.changedAt ? `changed it ${formatDateTime(hand.changedAt)}` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `${hand.name} (${parts.join(', ')})` : hand.name;
}

/**
 * Someone else with the grid open: when they last saved a gift, or that their presence is stale
 * (nothing saved for a while: it no longer holds a commit back, which asks about them instead).
 */
export function presenceText(person: Presence): string {
  const saved = person.lastSavedAt ? `last saved a gift at ${clockTime(person.lastSavedAt)}` : null;
  if (person.stale) return `${person.name} (stale${saved ? `: ${saved}` : ': no gift saved'})`;
  return `${person.name} (${saved ?? 'no gift saved yet'})`;
}

const counted = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * The gifts as the page counts them, in-kind gifts apart: "3 gifts and 1 in-kind gift", or null
 * when none was entered.
 */
export function giftsCountText({ count, inKindCount }: Pick<BatchFigures, 'count' | 'inKindCount'>) {
  const parts = [
    count > 0 ? counted(count, 'gift', 'gifts') : null,
    inKindCount > 0 ? counted(inKindCount, 'in-kind gift', 'in-kind gifts') : null,
  ].filter((part) => part !== null);
  return parts.length === 0 ? null : parts.join(' and ');
}
