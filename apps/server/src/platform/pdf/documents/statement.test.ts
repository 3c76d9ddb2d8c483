import { shortDate } from '@steward/domain';
import { pdfFonts, pdfPageLines } from '@test/pdf-text';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { money } from '../format';
import { renderCombined, renderStatement } from './index';
import { FOOTNOTE, IN_KIND_HEADING, IN_KIND_NOTE, ROWS_ON_FIRST_PAGE, ROWS_PER_PAGE } from './statement';
import type { StatementGift, StatementInput } from './statement-types';

const organization: StatementInput['organization'] = {
  legalName: 'Grace Community Church of Springfield, Inc.',
  ein: '12-3456789',
  addressLines: ['123 Main Street', 'Springfield, IL 62701'],
  phone: '(217) 555-0100',
  website: 'gracespringfield.org',
  signerName: 'Rev. Mary Johnson',
  signerTitle: 'Senior Pastor',
  message:
    'Thank you for your faithful generosity this year.\n\nNo goods or services were provided in exchange for these contributions other than intangible religious benefits.',
  logoPng: null,
};

function statement(overrides: Partial<StatementInput> = {}): StatementInput {
  return {
    organization,
    donor: { name: 'Zoë Ångström', addressLines: ['42 Elm Street, Apt 3', 'Springfield, IL 62704'] },
    period: { start: '2025-01-01', end: '2025-12-31' },
    gifts: [
      { date: '2025-01-05', fund: '', amountCents: 123_456 },
      { date: '2025-02-01', fund: 'Building Fund', amountCents: 25_000 },
      { date: '2025-03-09', fund: 'Missions', amountCents: 24_999 },
      { date: '2025-12-31', fund: 'Youth', amountCents: 5 },
    ],
    inKind: [],
    issuedOn: '2026-01-15',
    ...overrides,
  };
}

function manyGifts(count: number, seed = 1): StatementGift[] {
  return Array.from({ length: count }, (_, i) => {
    const day = Math.floor((i * 365) / count);
    const date = new Date(Date.UTC(2025, 0, 1 + day)).toISOString().slice(0, 10);
    return {
      date,
      fund: ['', 'Building Fund', 'Missions'][i % 3] as string,
      amountCents: 100 + ((i * 7919 + seed) % 50_000),
    };
  });
}

// A 4x2 RGBA PNG, half of it translucent.
const LOGO = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAYAAAB/qH1jAAAAF0lEQVR4nGOQs6n4D8InNDQaQJgBXQAA54gNpT3ZSYUAAAAASUVORK5CYII=',
    'base64',
  ),
);

/** The combined PDF's parts joined: the file as storage receives it. */
async function combinedFile(inputs: Parameters<typeof renderCombined>[0]): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of renderCombined(inputs)) parts.push(part);
  return Buffer.concat(parts);
}

async function load(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const objects = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  const dicts = objects.map((object) => (object instanceof PDFRawStream ? object.dict : object));
  const ofType = (subtype: string) =>
    dicts.filter(
      (dict) => dict instanceof PDFDict && dict.get(PDFName.of('Subtype')) === PDFName.of(subtype),
    ) as PDFDict[];
  return {
    doc,
    fonts: ofType('Type0').map((dict) =>
      String(dict.get(PDFName.of('BaseFont'))).replace(/^\/[A-Z]{6}\+/, ''),
    ),
    images: ofType('Image').length,
  };
}

describe('renderStatement', () => {
  it('prints the organisation, the donor, every gift, the total, the marks, the message and the signer', async () => {
    const input = statement();
    const bytes = await renderStatement(input);
    const pages = await pdfPageLines(bytes);
    expect(pages).toHaveLength(1);
    const lines = pages[0] as string[];

    expect(lines).toContain('Grace Community Church of Springfield, Inc. January 15, 2026');
    expect(lines).toContain('EIN: 12-3456789');
    expect(lines).toContain('123 Main Street');
    expect(lines).toContain('(217) 555-0100 · gracespringfield.org');
    expect(lines).toContain('Zoë Ångström');
    expect(lines).toContain('42 Elm Street, Apt 3');
    expect(lines).toContain('Contribution Statement');
    expect(lines).toContain('January 1, 2025 – December 31, 2025');
    expect(lines).toContain('Date Fund Amount');
    expect(lines).toContain('Jan 5, 2025 General $1,234.56 *');
    expect(lines).toContain('Feb 1, 2025 Building Fund $250.00 *');
    expect(lines).toContain('Mar 9, 2025 Missions $249.99');
    expect(lines).toContain('Dec 31, 2025 Youth $0.05');
    expect(lines).toContain('4 gifts Total contributions: $1,734.60');
    expect(lines).toContain(FOOTNOTE);
    expect(lines).toContain('Thank you for your faithful generosity this year.');
    expect(lines.join(' ')).toContain(
      'No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
    );
    expect(lines).toContain('Rev. Mary Johnson');
    expect(lines).toContain('Senior Pastor');
    expect(lines).toContain('Issued January 15, 2026 Page 1 of 1');

    const { doc, fonts } = await load(bytes);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe('Contribution Statement, Zoë Ångström, January 1, 2025 – December 31, 2025');
    // Only the faces the text needs, as subsets.
    expect(fonts.sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
  });

  it('leaves out the footnote when no gift reaches $250, and says when there are no gifts', async () => {
    const small = (
      await pdfPageLines(
        await renderStatement(statement({ gifts: [{ date: '2025-06-01', fund: '', amountCents: 24_999 }] })),
      )
    )[0];
    expect(small).toContain('Jun 1, 2025 General $249.99');
    expect(small).not.toContain(FOOTNOTE);

    const none = (await pdfPageLines(await renderStatement(statement({ gifts: [] }))))[0];
    expect(none).toContain('No contributions in this period.');
    expect(none).toContain('0 gifts Total contributions: $0.00');
  });

  it("prints who gave each gift on a household's joint statement, and one total", async () => {
    const lines = (
      await pdfPageLines(
        await renderStatement(
          statement({
            donor: { name: 'John and Mary Smith', addressLines: ['12 Elm St', 'Springfield, IL 62701'] },
            gifts: [
              { date: '2025-01-05', fund: '', amountCents: 10_000, giver: 'John' },
              { date: '2025-01-12', fund: 'Missions', amountCents: 30_000, giver: 'Mary' },
              { date: '2025-03-01', fund: 'Missions', amountCents: -5_000, giver: 'Mary' },
            ],
            inKind: [{ date: '2025-04-12', description: 'Upright piano', giver: 'John' }],
          }),
        ),
      )
    ).flat();
    expect(lines).toContain('John and Mary Smith');
    expect(lines).toContain('Date Given by Fund Amount');
    expect(lines).toContain('Jan 5, 2025 John General $100.00');
    expect(lines).toContain('Jan 12, 2025 Mary Missions $300.00 *');
    expect(lines).toContain('Mar 1, 2025 Mary Refund: Missions -$50.00');
    expect(lines).toContain('2 gifts, 1 refund Total contributions: $350.00');
    expect(lines).toContain('Apr 12, 2025 John: Upright piano');
  });

  it('prints non-cash gifts in their own section, described and never valued, only when there are any', async () => {
    const lines = (
      await pdfPageLines(
        await renderStatement(
          statement({
            inKind: [
              { date: '2025-04-12', description: 'Upright piano, Yamaha U1' },
              {
                date: '2025-11-30',
                description: `Canned food for the pantry, ${'twelve cases of beans '.repeat(40)}`,
              },
            ],
          }),
        ),
      )
    ).flat();
    const heading = lines.indexOf(IN_KIND_HEADING);
    // After the gifts and their total, which the non-cash gifts do not change.
    expect(heading).toBeGreaterThan(lines.indexOf('4 gifts Total contributions: $1,734.60'));
    expect(lines.slice(heading).join(' ')).toContain(IN_KIND_NOTE);
    expect(lines).toContain('Apr 12, 2025 Upright piano, Yamaha U1');
    const canned = lines.findIndex((line) => line.startsWith('Nov 30, 2025 Canned food for the pantry'));
    // A long description wraps to at most four lines, the last cut with an ellipsis; no amount.
    expect(lines.slice(canned, canned + 4).join(' ')).not.toMatch(/\$/);
    expect(lines[canned + 3]).toMatch(/…$/);
    expect(lines[canned + 4]).not.toContain('beans');

    const none = (await pdfPageLines(await renderStatement(statement()))).flat();
    expect(none).not.toContain(IN_KIND_HEADING);
  });

  it('prints a refund as its own line, unmarked, and subtracts it from the total', async () => {
    const lines = (
      await pdfPageLines(
        await renderStatement(
          statement({
            gifts: [
              { date: '2025-03-01', fund: 'Missions', amountCents: 10_000 },
              { date: '2025-04-02', fund: '', amountCents: -30_000 },
              { date: '2025-05-01', fund: 'Missions', amountCents: 50_000 },
            ],
          }),
        ),
      )
    )[0];
    expect(lines).toContain('Apr 2, 2025 Refund: General -$300.00');
    // Only the $500 gift is marked: a refund of $250 or more acknowledges nothing.
    expect(lines).toContain('May 1, 2025 Missions $500.00 *');
    expect(lines).toContain('2 gifts, 1 refund Total contributions: $300.00');
  });

  it.each([
    'Zoë Ångström',
    'Δημήτρης Παπαδόπουλος',
    'Анна Иванова',
    'דוד כהן',
    'محمد علي',
    'राजेश कुमार',
    '王小明',
    'さくら 山田',
    '김민준',
  ])('draws the name %s so that it reads back as typed', async (name) => {
    const bytes = await renderStatement(statement({ donor: { name, addressLines: ['1 Main Street'] } }));
    const lines = (await pdfPageLines(bytes))[0] as string[];
    // pdf.js reads right-to-left runs back into logical order (the PDF holds them in visual
    // order, see text.test.ts), so the Hebrew and Arabic names compare as typed too.
    expect(lines).toContain(name);
  });

  it('reads back mirrored brackets, addresses with numbers, and characters no font has', async () => {
    const name = 'يوسف بن أحمد (أبو علي)';
    const address = 'רחוב הרצל 12, תל אביב';
    const bytes = await renderStatement(
      statement({ donor: { name, addressLines: [address, 'Ana 𒀀 Silva'] } }),
    );
    const lines = (await pdfPageLines(bytes))[0] as string[];
    expect(lines).toContain(name);
    expect(lines).toContain(address);
    // Cuneiform, which no bundled face has, is drawn as the missing-glyph box, but its code still
    // stands for it.
    expect(lines).toContain('Ana 𒀀 Silva');
    expect((await pdfFonts(bytes)).find((font) => font.notdef)?.name).toBe('NotoSans-Regular');
  });

  it('draws every character of a name and a gift with emoji from a bundled face, never the empty box', async () => {
    const name = 'Ana 🙏 Silva ❤️ 👨‍👩‍👧 🇺🇸';
    const bytes = await renderStatement(
      statement({
        donor: { name, addressLines: ['42 Elm Street 🏠'] },
        inKind: [{ date: '2025-04-12', description: 'Flowers for Easter 💐🌷 ✝️' }],
      }),
    );
    const lines = (await pdfPageLines(bytes))[0] as string[];
    expect(lines).toContain(name);
    expect(lines).toContain('42 Elm Street 🏠');
    expect(lines).toContain('Apr 12, 2025 Flowers for Easter 💐🌷 ✝️');
    expect(await pdfFonts(bytes)).toEqual([
      { name: 'NotoEmoji-Regular', notdef: false },
      { name: 'NotoSans-Bold', notdef: false },
      { name: 'NotoSans-Regular', notdef: false },
    ]);
  });

  it('embeds the fallback faces a name needs, and only those', async () => {
    const hangul = await load(
      await renderStatement(statement({ donor: { name: '김민준', addressLines: [] } })),
    );
    expect(hangul.fonts.sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansKR-Regular']);
    const arabic = await load(
      await renderStatement(statement({ donor: { name: 'محمد علي', addressLines: [] } })),
    );
    expect(arabic.fonts.sort()).toEqual(['DejaVuSans', 'NotoSans-Bold', 'NotoSans-Regular']);
  });

  it('pages a statement of 10,000 gifts with the header on every page and the right total', async () => {
    const gifts = manyGifts(10_000);
    const bytes = await renderStatement(statement({ gifts }));
    const pages = await pdfPageLines(bytes);
    const expected = 1 + Math.ceil((gifts.length - ROWS_ON_FIRST_PAGE) / ROWS_PER_PAGE);
    expect(ROWS_PER_PAGE).toBeGreaterThanOrEqual(40);
    expect(ROWS_PER_PAGE).toBeLessThanOrEqual(50);
    expect(pages).toHaveLength(expected);

    const rowPattern = /^[A-Z][a-z]{2} \d{1,2}, 2025 /;
    let seen = 0;
    pages.forEach((lines, i) => {
      expect(lines).toContain('Date Fund Amount');
      expect(lines.at(-1)).toBe(`Issued January 15, 2026 Page ${i + 1} of ${expected}`);
      const rows = lines.filter((line) => rowPattern.test(line));
      if (i === 0) expect(rows).toHaveLength(ROWS_ON_FIRST_PAGE);
      else if (i < pages.length - 1) expect(rows).toHaveLength(ROWS_PER_PAGE);
      rows.forEach((row, k) => {
        const gift = gifts[seen + k] as StatementGift;
        const marked = gift.amountCents >= 25_000 ? ' *' : '';
        expect(row).toBe(
          `${shortDate(gift.date)} ${gift.fund || 'General'} ${money(gift.amountCents)}${marked}`,
        );
      });
      seen += rows.length;
      if (i > 0)
        expect(lines[0]).toBe(
          'Zoë Ångström · Contribution Statement · January 1, 2025 – December 31, 2025 (continued)',
        );
    });
    expect(seen).toBe(gifts.length);
    const total = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
    expect(pages.at(-1)).toContain(`10,000 gifts Total contributions: ${money(total)}`);
  }, 120_000);
});

describe('renderCombined', () => {
  it('starts each donor on a new page, numbers pages per donor and embeds fonts and the logo once', async () => {
    const inputs = [
      statement({ donor: { name: 'Anna Ivanova', addressLines: [] }, gifts: manyGifts(5, 1) }),
      statement({ donor: { name: 'David Cohen', addressLines: [] }, gifts: manyGifts(60, 2) }),
      statement({ donor: { name: 'Min-jun Kim', addressLines: [] }, gifts: manyGifts(3, 3) }),
    ].map((input) => ({ ...input, organization: { ...input.organization, logoPng: LOGO } }));
    async function* stream() {
      yield* inputs;
    }
    const combined = await combinedFile(stream());
    const pages = await pdfPageLines(combined);
    expect(pages.map((lines) => lines.at(-1))).toEqual([
      'Issued January 15, 2026 Page 1 of 1',
      'Issued January 15, 2026 Page 1 of 2',
      'Issued January 15, 2026 Page 2 of 2',
      'Issued January 15, 2026 Page 1 of 1',
    ]);
    expect(pages[0]).toContain('Anna Ivanova');
    expect(pages[1]).toContain('David Cohen');
    expect(pages[2]?.[0]).toBe(
      'David Cohen · Contribution Statement · January 1, 2025 – December 31, 2025 (continued)',
    );
    expect(pages[3]).toContain('Min-jun Kim');

    const { fonts, images } = await load(combined);
    expect(fonts.sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(images).toBe(1 + 1); // the logo and its alpha mask
    const separate = await Promise.all(inputs.map((input) => renderStatement(input)));
    const separateSize = separate.reduce((sum, bytes) => sum + bytes.length, 0);
    expect(combined.length).toBeLessThan(separateSize * 0.6);
  });

  it('refuses an empty batch', async () => {
    await expect(combinedFile([])).rejects.toThrow('No statements to render.');
  });
});

describe('input checks', () => {
  it('refuses dates that are not calendar dates and amounts that are not whole cents or are 0', async () => {
    await expect(renderStatement(statement({ issuedOn: '2026-02-30' }))).rejects.toThrow('2026-02-30');
    for (const amountCents of [12.5, 0]) {
      await expect(
        renderStatement(statement({ gifts: [{ date: '2025-01-01', fund: '', amountCents }] })),
      ).rejects.toThrow('whole number of cents, not 0');
    }
  });
});
