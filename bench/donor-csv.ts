import { createWriteStream } from 'node:fs';

const FIRST = [
  'John',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Linda',
  'David',
  'Barbara',
  'James',
  'Susan',
  'Maria',
  'José',
  'Wei',
  'Aisha',
  'Olga',
  'Mary Ann',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Nguyen',
  'Okafor',
  'Kowalski',
  'Smith-Jones',
  "O'Neil",
];

/**
 * A donor export in the format of spec 001's sample (transaction ID, first name, last name,
 * amount, received on): `rows` gifts from about `donors` donors over the five years 2020-2024,
 * amounts written "$1,234.56" (quoted, as the comma requires) and some quoted two-word names.
 */
export async function writeDonorCsv(path: string, rows: number, donors = 50_000) {
  const out = createWriteStream(path);
  out.write('transaction ID,first name,last name,amount,received on\n');
  let buffer = '';
  for (let i = 0; i < rows; i++) {
    const donor = (i * 7919) % donors;
    const first = FIRST[donor % FIRST.length] as string;
    const last = `${LAST[Math.floor(donor / FIRST.length) % LAST.length]}${Math.floor(donor / (FIRST.length * LAST.length))}`;
    const cents = 500 + ((i * 104_729) % 250_000);
    const amount = `"$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}"`;
    const day = new Date(Date.UTC(2020, 0, 1) + ((i * 31) % 1826) * 86_400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    buffer += `T-${1_000_000 + i},${first.includes(' ') ? `"${first}"` : first},${last},${amount},${date}\n`;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      buffer = '';
    }
  }
  out.write(buffer);
  await new Promise<void>((resolve) => out.end(() => resolve()));
}
