/**
 * The demo organisation's giving export: about 3,000 gifts from 120 households over the 30 months
 * before `now`, in the shape of an online giving system's export (donation id, received at, names,
 * email, amount, fund, household id). One household in six has a second giver, a spouse, under
 * the same household id, so the demo has joint statements; the first also a grown child, who
 * files separately (DEMO_SEPARATE_FILER). Generated from fixed seeds, so every demo starts with
 * the same figures.
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

/** The demo's grown child who gives in their parents' household but has a statement of their own. */
export const DEMO_SEPARATE_FILER = { firstName: 'Patricia', lastName: 'Anderson' };

function day(date: Date) {
  return date.toISOString().slice(0, 10);
}

export function sampleGivingCsv(now: Date, households = 120): string {
  const random = seededRandom(20_261_122);
  // The second givers draw from their own sequence: the first givers' gifts stay as they were.
  const others = seededRandom(20_261_203);
  const lines = ['Donation ID,Received At,First Name,Last Name,Email,Amount,Fund,Household ID'];
  const start = now.getTime() - 30 * 30 * DAY_MS;
  let id = 50_000;
  const heads = Array.from({ length: households }, (_, h) => ({
    first: FIRST[h % FIRST.length] as string,
    last: LAST[Math.floor(h / FIRST.length + h) % LAST.length] as string,
  }));
  const taken = new Set(heads.map(({ first, last }) => `${first} ${last}`));
  for (let h = 0; h < households; h++) {
    const { first, last } = heads[h] as { first: string; last: string };
    const household = `HH-${1000 + h}`;
    const email = random() < 0.7 ? `${first}.${last}${h}@example.org`.toLowerCase() : '';
    // A mix like a real congregation: weekly and monthly givers, a few times a year, once.
    const pattern = random();
    const everyDays = pattern < 0.25 ? 7 : pattern < 0.55 ? 30 : pattern < 0.8 ? 120 : 0;
    const base = Math.round((everyDays === 7 ? 25 : everyDays === 30 ? 100 : 250) * (0.5 + random() * 1.5));
    // Some joined later, some stopped giving a while ago (LYBUNT and SYBUNT in the analysis).
    const from = start + Math.floor(random() * 12) * 30 * DAY_MS;
    const until =
      random() < 0.15 ? from + Math.floor(random() * 10 + 2) * 30 * DAY_MS : now.getTime() - DAY_MS;
    const row = (when: number, who: string, mail: string, amount: number, fund: string) =>
      `${id++},${day(new Date(when))},${who},${last},${mail},${amount.toFixed(2)},${fund},${household}`;
    if (everyDays === 0) {
      lines.push(
        row(
          from + Math.floor(random() * (until - from)),
          first,
          email,
          base,
          FUNDS[h % FUNDS.length] as string,
        ),
      );
    } else {
      for (let t = from; t < until && t <= now.getTime(); t += everyDays * DAY_MS) {
        const amount = base * (random() < 0.1 ? 2 : 1) * (0.9 + random() * 0.2);
        lines.push(row(t, first, email, amount, FUNDS[Math.floor(random() * FUNDS.length)] as string));
      }
    }
    if (h % 6 !== 0) continue;
    // The spouse gives now and then from the same household; the first household's child too.
    const givers = [FIRST[(h + 7) % FIRST.length] as string];
    if (h === 0) givers.push(DEMO_SEPARATE_FILER.firstName);
    for (const who of givers) {
      if (taken.has(`${who} ${last}`)) continue;
      taken.add(`${who} ${last}`);
      const mail = others() < 0.6 ? `${who}.${last}${h}@example.org`.toLowerCase() : '';
      const amount = Math.round(40 + others() * 160);
      for (let t = from + 15 * DAY_MS; t < now.getTime() - DAY_MS; t += 90 * DAY_MS) {
        lines.push(row(t, who, mail, amount * (0.9 + others() * 0.2), 'General Fund'));
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
