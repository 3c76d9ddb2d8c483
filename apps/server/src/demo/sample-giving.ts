/**
 * The demo organisation's giving export: about 3,000 gifts from 120 households over the 30 months
 * before `now`, in the shape of an online giving system's export (donation id, received at, names,
 * email, amount, fund). Generated from a fixed seed, so every demo starts with the same figures.
 */

import { seededRandom } from '@steward/domain';

const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Susan',
  'Daniel',
  'Grace',
  'Samuel',
  'Ruth',
  'Joseph',
  'Esther',
  'Thomas',
  'Naomi',
];
const LAST = [
  'Anderson',
  'Brooks',
  'Carter',
  'Diaz',
  'Edwards',
  'Foster',
  'Garcia',
  'Hughes',
  'Iverson',
  'Johnson',
  'Kim',
  'Lopez',
  'Mensah',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Reyes',
  'Silva',
  'Turner',
];
const FUNDS = ['General Fund', 'General Fund', 'General Fund', 'General Fund', 'Missions', 'Building Fund'];
const DAY_MS = 86_400_000;

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function sampleGivingCsv(now: Date, households = 120): string {
  const random = seededRandom(20_261_122);
  const lines = ['Donation ID,Received At,First Name,Last Name,Email,Amount,Fund'];
  const start = now.getTime() - 30 * 30 * DAY_MS;
  let id = 50_000;
  for (let h = 0; h < households; h++) {
    const first = FIRST[h % FIRST.length] as string;
    const last = LAST[Math.floor(h / FIRST.length + h) % LAST.length] as string;
    const email = random() < 0.7 ? `${first}.${last}${h}@example.org`.toLowerCase() : '';
    // A mix like a real congregation: weekly and monthly givers, a few times a year, once.
    const pattern = random();
    const everyDays = pattern < 0.25 ? 7 : pattern < 0.55 ? 30 : pattern < 0.8 ? 120 : 0;
    const base = Math.round((everyDays === 7 ? 25 : everyDays === 30 ? 100 : 250) * (0.5 + random() * 1.5));
    // Some joined later, some stopped giving a while ago (LYBUNT and SYBUNT in the analysis).
    const from = start + Math.floor(random() * 12) * 30 * DAY_MS;
    const until =
      random() < 0.15 ? from + Math.floor(random() * 10 + 2) * 30 * DAY_MS : now.getTime() - DAY_MS;
    if (everyDays === 0) {
      const when = new Date(from + Math.floor(random() * (until - from)));
      lines.push(
        `${id++},${day(when)},${first},${last},${email},${base.toFixed(2)},${FUNDS[h % FUNDS.length]}`,
      );
      continue;
    }
    for (let t = from; t < until && t <= now.getTime(); t += everyDays * DAY_MS) {
      const amount = base * (random() < 0.1 ? 2 : 1) * (0.9 + random() * 0.2);
      const fund = FUNDS[Math.floor(random() * FUNDS.length)] as string;
      lines.push(`${id++},${day(new Date(t))},${first},${last},${email},${amount.toFixed(2)},${fund}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
