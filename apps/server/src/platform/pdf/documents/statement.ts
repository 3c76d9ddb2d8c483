/**
 * The contribution statement's layout on US Letter, in points from the top of the page:
 *
 * - 0.5": the organisation (logo, legal name, address, phone and website, EIN); the issue date
 *   on the right;
 * - 2": the donor's name and address, 1" from the left, which a tri-folded letter shows through the
 *   window of a #10 envelope;
 * - 3.75" (below the first fold): "Contribution Statement" and the period, then the gifts (date,
 *   fund, amount; "*" on a single gift of $250 or more) and refunds ("Refund: fund", a negative
 *   amount), the header repeated on every page; a household's joint statement adds who gave each
 *   ("Given by", after the date);
 * - the total (gifts less refunds), the footnote on the marked gifts;
 * - "Non-cash contributions" when there were any: each one's date and description, no amount;
 * - "Pledges" when any ran within the period: each one's campaign, amount, what was given towards it
 *   in the period and up to its end, and what remains (a promise, outside the total);
 * - the message and the signer;
 * - on every page, "Page n of m" (counted per donor) and the issue date.
 */
import { ACKNOWLEDGED_GIFT_CENTS, longDate, periodText, shortDate } from '@steward/domain';
import { type Canvas, DocumentWriter, PAGE_HEIGHT, PAGE_WIDTH, type PdfWriter } from '../document';
import type { FontStyle } from '../fonts';
import { money, parseDate, statementTotals } from '../format';
import { StreamedDocumentWriter } from '../streamed-document';
import { clip, type Direction, shapeLine, truncate, widthOf, wrap } from '../text';
import { creationDate } from './input-checks';
import type { StatementInput } from './statement-types';

const LEFT = 72;
const RIGHT = PAGE_WIDTH - 72;
const WIDTH = RIGHT - LEFT;
const TOP = 36;
/** Nothing but the footer goes below this (from the top). */
const BOTTOM = PAGE_HEIGHT - 60;
const FOOTER_BASELINE = PAGE_HEIGHT - 36;

const CONTINUATION_TOP = TOP + 26;
const ADDRESS_TOP = 144; // 2"
const TITLE_TOP = 270; // 3.75", below the first fold (3.67")

const ROW_HEIGHT = 13.5;
const ROW_SIZE = 9.5;
const TABLE_HEADER_HEIGHT = 20;
const FUND_X = LEFT + 92;
const MARK_WIDTH = 12;
const AMOUNT_RIGHT = RIGHT - MARK_WIDTH;
const FUND_WIDTH = AMOUNT_RIGHT - 110 - FUND_X;
/** A joint statement's "Given by" column takes the fund's place; the fund moves right of it. */
const GIVER_WIDTH = 100;
const JOINT_FUND_X = FUND_X + GIVER_WIDTH + 8;
const JOINT_FUND_WIDTH = FUND_WIDTH - GIVER_WIDTH - 8;
const DESCRIPTION_WIDTH = RIGHT - FUND_X;

const MESSAGE_SIZE = 10;
const MESSAGE_LEADING = 14;
const PARAGRAPH_GAP = 7;

const MARK = '*';
export const FOOTNOTE =
  '* A single gift of $250 or more: this statement is its written acknowledgement (IRS Publication 1771).';
const NO_GIFTS = 'No contributions in this period.';
export const IN_KIND_HEADING = 'Non-cash contributions';
export const IN_KIND_NOTE =
  'We describe these gifts; their value is for you to determine (IRS Publication 1771). They are not included in the total above.';
export const PLEDGES_HEADING = 'Pledges';
export const PLEDGES_NOTE =
  'A pledge is a promise, not a gift: it is not part of the total contributions above.';
/** The pledges table's amount columns, right edges from the right margin in. */
const PLEDGE_COLUMNS = ['Pledged', 'Given this period', 'Given to date', 'Remaining'] as const;
const PLEDGE_COLUMN_WIDTH = 78;
const PLEDGE_CAMPAIGN_WIDTH = WIDTH - PLEDGE_COLUMNS.length * PLEDGE_COLUMN_WIDTH - 8;
/** A description's lines at most (the rest is cut with an ellipsis). */
const IN_KIND_LINES = 4;

/** Rows on the first page and on each page after it (for tests and capacity planning). */
export const ROWS_ON_FIRST_PAGE = Math.floor((BOTTOM - (TITLE_TOP + 44 + TABLE_HEADER_HEIGHT)) / ROW_HEIGHT);
export const ROWS_PER_PAGE = Math.floor((BOTTOM - (CONTINUATION_TOP + TABLE_HEADER_HEIGHT)) / ROW_HEIGHT);

interface Draw {
  text: string;
  style?: FontStyle;
  size: number;
  gray?: number;
  direction?: Direction;
}

/** Lays one donor's statement out on new pages of the writer. */
class StatementLayout {
  private readonly pages: Canvas[] = [];
  private page!: Canvas;
  /** Distance of the next line's top from the top of the page. */
  private cursor = 0;
  /** A household's statement: some gift says who of the household gave it. */
  private readonly joint: boolean;

  constructor(
    private readonly writer: PdfWriter,
    private readonly input: StatementInput,
  ) {
    this.joint = input.gifts.some((gift) => gift.giver !== undefined);
  }

  async render(): Promise<void> {
    const { input } = this;
    checkInput(input);
    this.page = this.writer.newPage();
    this.pages.push(this.page);
    await this.organizationBlock();
    this.addressBlock();
    this.cursor = TITLE_TOP;
    this.draw(
      { text: truncate(titleOf(input), 'bold', 16, WIDTH), style: 'bold', size: 16 },
      LEFT,
      this.cursor + 16,
    );
    this.draw(
      { text: periodText(input.period.start, input.period.end), size: 10.5, gray: 0.25 },
      LEFT,
      this.cursor + 34,
    );
    this.cursor += 44;
    this.gifts();
    this.total();
    this.inKind();
    this.pledges();
    this.closing();
    this.footers();
    for (const page of this.pages) page.finish();
  }

  // --- blocks ---------------------------------------------------------------------------------

  private async organizationBlock(): Promise<void> {
    const org = this.input.organization;
    let x = LEFT;
    if (org.logoPng) {
      const image = await this.writer.png(org.logoPng);
      const scale = Math.min(54 / image.height, 144 / image.width);
      const width = image.width * scale;
      const height = image.height * scale;
      this.page.image(image, LEFT, PAGE_HEIGHT - TOP - height, width, height);
      x = LEFT + width + 12;
    }
    const dateText = longDate(this.input.issuedOn);
    const dateWidth = widthOf(dateText, 'regular', 9);
    const width = RIGHT - dateWidth - 24 - x;
    let baseline = TOP + 11;
    for (const line of wrap(org.legalName, 'bold', 12, width).slice(0, 2)) {
      this.draw({ text: line, style: 'bold', size: 12 }, x, baseline);
      baseline += 14;
    }
    this.draw({ text: dateText, size: 9, gray: 0.25 }, RIGHT - dateWidth, TOP + 11);
    const contact = [org.phone, org.website]
      .filter((part): part is string => Boolean(part?.trim()))
      .join('  ·  ');
    const lines = [...org.addressLines.slice(0, 4), contact, org.ein ? `EIN: ${org.ein}` : ''];
    for (const line of lines) {
      if (!line.trim()) continue;
      this.draw({ text: truncate(line, 'regular', 9, width), size: 9, gray: 0.2 }, x, baseline);
      baseline += 11;
    }
  }

  /** The donor's name and address where the window of a #10 envelope shows them. */
  private addressBlock(): void {
    const { donor } = this.input;
    const width = 4 * 72; // the window is 4.5" wide; the folded letter moves a little inside
    let baseline = ADDRESS_TOP + 11;
    this.draw({ text: truncate(donor.name, 'regular', 11, width), size: 11 }, LEFT, baseline);
    for (const line of donor.addressLines.slice(0, 5)) {
      if (!line.trim()) continue;
      baseline += 13;
      this.draw({ text: truncate(line, 'regular', 10.5, width), size: 10.5 }, LEFT, baseline);
    }
  }

  private tableHeader(): void {
    const baseline = this.cursor + 12;
    const size = 9;
    this.draw({ text: 'Date', style: 'bold', size }, LEFT, baseline);
    if (this.joint) this.draw({ text: 'Given by', style: 'bold', size }, FUND_X, baseline);
    this.draw({ text: 'Fund', style: 'bold', size }, this.joint ? JOINT_FUND_X : FUND_X, baseline);
    this.drawRight({ text: 'Amount', style: 'bold', size }, AMOUNT_RIGHT, baseline);
    this.page.hline(LEFT, RIGHT, PAGE_HEIGHT - (this.cursor + 16), 0.75);
    this.cursor += TABLE_HEADER_HEIGHT;
  }

  private gifts(): void {
    const { gifts } = this.input;
    const { joint } = this;
    this.tableHeader();
    if (gifts.length === 0) {
      this.draw({ text: NO_GIFTS, size: ROW_SIZE, gray: 0.3 }, LEFT, this.cursor + 10);
      this.cursor += ROW_HEIGHT;
    }
    let row = 0;
    for (const gift of gifts) {
      if (this.cursor + ROW_HEIGHT > BOTTOM) {
        this.continuationPage();
        this.tableHeader();
        row = 0;
      }
      if (row % 2 === 1)
        this.page.rect(LEFT, PAGE_HEIGHT - (this.cursor + ROW_HEIGHT) + 0.5, WIDTH, ROW_HEIGHT - 1, 0.95);
      const baseline = this.cursor + 10;
      this.draw({ text: shortDate(gift.date), size: ROW_SIZE }, LEFT, baseline);
      const fund = gift.amountCents < 0 ? `Refund: ${fundName(gift.fund)}` : fundName(gift.fund);
      if (joint) {
        const giver = truncate(gift.giver ?? '', 'regular', ROW_SIZE, GIVER_WIDTH);
        this.draw({ text: giver, size: ROW_SIZE }, FUND_X, baseline);
      }
      const [fundX, fundWidth] = joint ? [JOINT_FUND_X, JOINT_FUND_WIDTH] : [FUND_X, FUND_WIDTH];
      this.draw({ text: truncate(fund, 'regular', ROW_SIZE, fundWidth), size: ROW_SIZE }, fundX, baseline);
      this.drawRight({ text: money(gift.amountCents), size: ROW_SIZE }, AMOUNT_RIGHT, baseline);
      if (gift.amountCents >= ACKNOWLEDGED_GIFT_CENTS)
        this.draw({ text: MARK, size: ROW_SIZE }, AMOUNT_RIGHT + 3, baseline);
      this.cursor += ROW_HEIGHT;
      row++;
    }
  }

  private total(): void {
    const { gifts } = this.input;
    const { totalCents, giftCount, refundCount } = statementTotals(gifts);
    this.ensureRoom(24);
    this.page.hline(LEFT, RIGHT, PAGE_HEIGHT - (this.cursor + 2), 0.75);
    const baseline = this.cursor + 16;
    const counted = (n: number, one: string, many: string) =>
      `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
    const count =
      counted(giftCount, 'gift', 'gifts') +
      (refundCount > 0 ? `, ${counted(refundCount, 'refund', 'refunds')}` : '');
    this.draw({ text: count, size: ROW_SIZE, gray: 0.3 }, LEFT, baseline);
    this.drawRight(
      { text: `Total contributions: ${money(totalCents)}`, style: 'bold', size: 10.5 },
      AMOUNT_RIGHT,
      baseline,
    );
    this.cursor += 24;

    if (gifts.some((gift) => gift.amountCents >= ACKNOWLEDGED_GIFT_CENTS)) {
      const lines = wrap(FOOTNOTE, 'regular', 8.5, WIDTH);
      this.ensureRoom(4 + lines.length * 11);
      this.cursor += 4;
      this.lines(lines, { size: 8.5, gray: 0.25 }, 11);
    }
  }

  /** Non-cash gifts: what was given and when, never a value (Publication 1771). */
  private inKind(): void {
    const { inKind } = this.input;
    if (inKind.length === 0) return;
    const note = wrap(IN_KIND_NOTE, 'regular', 8.5, WIDTH);
    this.ensureRoom(22 + note.length * 11 + ROW_HEIGHT);
    this.cursor += 8;
    this.draw({ text: IN_KIND_HEADING, style: 'bold', size: 11 }, LEFT, this.cursor + 11);
    this.cursor += 16;
    this.lines(note, { size: 8.5, gray: 0.25 }, 11);
    this.cursor += 3;
    for (const gift of inKind) {
      const described = gift.giver ? `${gift.giver}: ${gift.description}` : gift.description;
      const lines = descriptionLines(described, DESCRIPTION_WIDTH);
      this.ensureRoom(lines.length * ROW_HEIGHT);
      this.draw({ text: shortDate(gift.date), size: ROW_SIZE }, LEFT, this.cursor + 10);
      for (const line of lines) {
        this.draw({ text: line, size: ROW_SIZE }, FUND_X, this.cursor + 10);
        this.cursor += ROW_HEIGHT;
      }
    }
  }

  /** Pledges running within the period, as they stood on its last day: never part of the total. */
  private pledges(): void {
    const pledges = this.input.pledges ?? [];
    if (pledges.length === 0) return;
    const note = wrap(PLEDGES_NOTE, 'regular', 8.5, WIDTH);
    this.ensureRoom(22 + note.length * 11 + TABLE_HEADER_HEIGHT + ROW_HEIGHT);
    this.cursor += 8;
    this.draw({ text: PLEDGES_HEADING, style: 'bold', size: 11 }, LEFT, this.cursor + 11);
    this.cursor += 16;
    this.lines(note, { size: 8.5, gray: 0.25 }, 11);
    this.cursor += 3;
    const right = (column: number) => RIGHT - (PLEDGE_COLUMNS.length - 1 - column) * PLEDGE_COLUMN_WIDTH;
    const header = () => {
      const baseline = this.cursor + 12;
      this.draw({ text: 'Campaign', style: 'bold', size: 9 }, LEFT, baseline);
      PLEDGE_COLUMNS.forEach((label, column) => {
        this.drawRight({ text: label, style: 'bold', size: 9 }, right(column), baseline);
      });
      this.page.hline(LEFT, RIGHT, PAGE_HEIGHT - (this.cursor + 16), 0.75);
      this.cursor += TABLE_HEADER_HEIGHT;
    };
    header();
    for (const pledge of pledges) {
      if (this.cursor + ROW_HEIGHT > BOTTOM) {
        this.continuationPage();
        header();
      }
      const baseline = this.cursor + 10;
      const campaign = truncate(pledge.campaign, 'regular', ROW_SIZE, PLEDGE_CAMPAIGN_WIDTH);
      this.draw({ text: campaign, size: ROW_SIZE }, LEFT, baseline);
      [
        pledge.pledgedCents,
        pledge.givenInPeriodCents,
        pledge.givenToDateCents,
        pledge.remainingCents,
      ].forEach((cents, column) => {
        this.drawRight({ text: money(cents), size: ROW_SIZE }, right(column), baseline);
      });
      this.cursor += ROW_HEIGHT;
    }
  }

  private closing(): void {
    const { organization } = this.input;
    // The message and the signer go together: onto the next page when they do not fit here but
    // fit there (a long message simply runs on).
    const paragraphs = organization.message
      .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => wrap(paragraph, 'regular', MESSAGE_SIZE, WIDTH));
    const signer = [organization.signerName, organization.signerTitle].filter((part): part is string =>
      Boolean(part?.trim()),
    );
    const height =
      (paragraphs.length ? 12 : 0) +
      paragraphs.reduce((sum, lines) => sum + lines.length * MESSAGE_LEADING + PARAGRAPH_GAP, 0) +
      (signer.length ? 14 + signer.length * 14 : 0);
    if (this.cursor + height > BOTTOM && height <= BOTTOM - CONTINUATION_TOP) this.continuationPage();
    if (paragraphs.length) this.cursor += 12;
    for (const lines of paragraphs) {
      this.lines(lines, { size: MESSAGE_SIZE }, MESSAGE_LEADING);
      this.cursor += PARAGRAPH_GAP;
    }
    if (signer.length) {
      this.cursor += 14;
      this.ensureRoom(signer.length * 14);
      signer.forEach((line, i) => {
        this.draw(
          { text: truncate(line, 'regular', 10, WIDTH), size: 10, gray: i === 0 ? 0 : 0.3 },
          LEFT,
          this.cursor + 11,
        );
        this.cursor += 14;
      });
    }
  }

  private footers(): void {
    const issued = `Issued ${longDate(this.input.issuedOn)}`;
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const pageText = `Page ${i + 1} of ${total}`;
      const size = 8;
      const y = PAGE_HEIGHT - FOOTER_BASELINE;
      page.text(shapeLine(issued, 'regular'), LEFT, y, { size, gray: 0.35 });
      page.text(shapeLine(pageText, 'regular'), RIGHT - widthOf(pageText, 'regular', size), y, {
        size,
        gray: 0.35,
      });
    });
  }

  // --- pages and text -----------------------------------------------------------------------------

  private continuationPage(): void {
    this.page = this.writer.newPage();
    this.pages.push(this.page);
    const { donor, period } = this.input;
    const head = `${clip(donor.name, 1000)} · ${clip(titleOf(this.input), 200)} · ${periodText(period.start, period.end)} (continued)`;
    this.draw(
      { text: truncate(head, 'regular', 8.5, WIDTH), size: 8.5, gray: 0.35, direction: 'ltr' },
      LEFT,
      TOP + 10,
    );
    this.cursor = CONTINUATION_TOP;
  }

  private ensureRoom(height: number): void {
    if (this.cursor + height > BOTTOM) this.continuationPage();
  }

  private lines(lines: string[], { size, gray }: { size: number; gray?: number }, leading: number): void {
    for (const line of lines) {
      this.ensureRoom(leading);
      if (line) this.draw({ text: line, size, gray }, LEFT, this.cursor + size);
      this.cursor += leading;
    }
  }

  /** Text with its left end at x and its baseline `top` points from the top of the page. */
  private draw(
    { text, style = 'regular', size, gray = 0, direction = 'auto' }: Draw,
    x: number,
    top: number,
  ): void {
    this.page.text(shapeLine(text, style, direction), x, PAGE_HEIGHT - top, { size, gray });
  }

  private drawRight(draw: Draw, right: number, top: number): void {
    this.draw(draw, right - widthOf(draw.text, draw.style ?? 'regular', draw.size), top);
  }
}

/** A description wrapped to the width in at most IN_KIND_LINES lines, the last cut when it runs on. */
function descriptionLines(description: string, width: number): string[] {
  // Only the start of a long text is read (clip), as truncate does for one line.
  const lines = wrap(clip(description, 4_000), 'regular', ROW_SIZE, width).filter(Boolean);
  if (lines.length <= IN_KIND_LINES) return lines.length ? lines : [''];
  const kept = lines.slice(0, IN_KIND_LINES);
  kept[IN_KIND_LINES - 1] = truncate(
    `${kept[IN_KIND_LINES - 1]} ${lines[IN_KIND_LINES]}`,
    'regular',
    ROW_SIZE,
    width,
  );
  return kept;
}

function fundName(fund: string): string {
  return fund.trim() ? fund : 'General';
}

function checkInput(input: StatementInput): void {
  parseDate(input.period.start);
  parseDate(input.period.end);
  parseDate(input.issuedOn);
  for (const gift of input.gifts) {
    parseDate(gift.date);
    if (!Number.isSafeInteger(gift.amountCents) || gift.amountCents === 0)
      throw new Error(
        `A gift's or refund's amount must be a whole number of cents, not 0: ${gift.amountCents}`,
      );
  }
  for (const gift of input.inKind) parseDate(gift.date);
  for (const pledge of input.pledges ?? []) {
    const amounts = [
      pledge.pledgedCents,
      pledge.givenInPeriodCents,
      pledge.givenToDateCents,
      pledge.remainingCents,
    ];
    if (!amounts.every(Number.isSafeInteger))
      throw new Error(`A pledge's amounts must be whole numbers of cents`);
  }
}

/** The statement's heading: a pledge statement's, or "Contribution Statement". */
function titleOf(input: StatementInput): string {
  return input.title ?? 'Contribution Statement';
}

/** One donor's statement as a PDF. */
export async function renderStatement(input: StatementInput): Promise<Uint8Array> {
  const writer = await DocumentWriter.create({
    title: `${clip(titleOf(input), 200)}, ${clip(input.donor.name, 200)}, ${periodText(input.period.start, input.period.end)}`,
    author: input.organization.legalName,
    created: creationDate(input.issuedOn),
  });
  await new StatementLayout(writer, input).render();
  return writer.save();
}

/**
 * Several statements in one PDF for printing (page numbers restart per donor: "Page 1 of 2"),
 * each starting on a new page, fonts and a shared logo embedded once. Written as it is made: each
 * statement added gives the file's next bytes, finish() its last, so a run of thousands of
 * statements never sits in memory whole.
 */
export class CombinedStatements {
  private writer: StreamedDocumentWriter | null = null;

  /** The statement's pages: the file's next bytes (its header first). */
  async add(input: StatementInput): Promise<Uint8Array> {
    this.writer ??= new StreamedDocumentWriter({
      title: `Contribution Statements, ${periodText(input.period.start, input.period.end)}`,
      author: input.organization.legalName,
      created: creationDate(input.issuedOn),
    });
    await new StatementLayout(this.writer, input).render();
    return this.writer.flush();
  }

  /** The file's last bytes (the fonts, the page tree, the cross-references). */
  finish(): Uint8Array {
    if (!this.writer) throw new Error('No statements to render.');
    return this.writer.finish();
  }
}

/** Statements in one PDF for printing (CombinedStatements), read one at a time, as its parts. */
export async function* renderCombined(
  inputs: AsyncIterable<StatementInput> | Iterable<StatementInput>,
): AsyncGenerator<Uint8Array> {
  const combined = new CombinedStatements();
  for await (const input of inputs) yield await combined.add(input);
  yield combined.finish();
}
