/**
 * Text and tables flowing down US Letter pages, for the documents that are one report rather than
 * a letter (the batch report, the deposit slip): the organisation at the top of the first page, a
 * running head on the pages after it, tables whose header repeats on each page they reach, and
 * "Page n of m" in every footer. Coordinates are points from the top of the page.
 */
import { longDate } from '@steward/domain';
import { type Canvas, type DocumentWriter, PAGE_HEIGHT, PAGE_WIDTH } from '../document';
import type { FontStyle } from '../fonts';
import { parseDate } from '../format';
import { clip, shapeLine, truncate, widthOf, wrap } from '../text';
import type { PrintableOrganization } from './batch-types';

export const LEFT = 54;
export const RIGHT = PAGE_WIDTH - 54;
export const WIDTH = RIGHT - LEFT;
const TOP = 40;
/** Nothing but the footer goes below this (from the top). */
const BOTTOM = PAGE_HEIGHT - 58;
const FOOTER_BASELINE = PAGE_HEIGHT - 34;
const CONTINUATION_TOP = TOP + 24;

export const ROW_SIZE = 9;
const ROW_HEIGHT = 13;
const HEADER_HEIGHT = 18;

export interface Column {
  label: string;
  /** Left edge. */
  x: number;
  width: number;
  /** Amounts and counts are right-aligned. */
  align?: 'left' | 'right';
}

export interface TextStyle {
  style?: FontStyle;
  size: number;
  gray?: number;
}

/** The calendar date of a yyyy-MM-dd (or of an ISO timestamp's date part) as "November 22, 2026". */
export function printedDate(value: string): string {
  const day = value.slice(0, 10);
  parseDate(day);
  return longDate(day);
}

export class Flow {
  private readonly pages: Canvas[] = [];
  private page!: Canvas;
  /** Distance of the next line's top from the top of the page. */
  cursor = 0;

  constructor(
    private readonly writer: DocumentWriter,
    /** What the pages after the first say at their top, and each footer at its left. */
    private readonly runningHead: string,
  ) {}

  /** The first page, headed by the organisation and, on the right, `aside` (a date). */
  firstPage(organization: PrintableOrganization, aside: string): void {
    this.addPage();
    const asideWidth = widthOf(aside, 'regular', 9);
    const width = RIGHT - asideWidth - 24 - LEFT;
    let baseline = TOP + 11;
    for (const line of wrap(clip(organization.legalName, 1000), 'bold', 12, width).slice(0, 2)) {
      this.text(line, LEFT, baseline, { style: 'bold', size: 12 });
      baseline += 14;
    }
    this.text(aside, RIGHT - asideWidth, TOP + 11, { size: 9, gray: 0.25 });
    for (const line of organization.addressLines.slice(0, 4)) {
      if (!line.trim()) continue;
      this.text(truncate(line, 'regular', 9, width), LEFT, baseline, { size: 9, gray: 0.2 });
      baseline += 11;
    }
    this.cursor = baseline + 14;
  }

  /** A title and the lines under it (the batch's name, its dates). */
  title(title: string, lines: string[]): void {
    this.text(title, LEFT, this.cursor + 16, { style: 'bold', size: 16 });
    this.cursor += 24;
    for (const line of lines) {
      this.text(truncate(line, 'regular', 10, WIDTH), LEFT, this.cursor + 11, { size: 10, gray: 0.15 });
      this.cursor += 14;
    }
  }

  /** A section heading, kept on one page with the first rows after it. */
  heading(text: string): void {
    this.ensureRoom(18 + HEADER_HEIGHT + 2 * ROW_HEIGHT);
    this.cursor += 12;
    this.text(text, LEFT, this.cursor + 11, { style: 'bold', size: 11 });
    this.cursor += 18;
  }

  /** A paragraph wrapped to the page's width. */
  paragraph(text: string, style: TextStyle, leading = style.size + 4): void {
    for (const line of wrap(clip(text, 4000), style.style ?? 'regular', style.size, WIDTH)) {
      this.ensureRoom(leading);
      if (line) this.text(line, LEFT, this.cursor + style.size, style);
      this.cursor += leading;
    }
  }

  /**
   * Rows under the columns' labels, each cell cut with an ellipsis to its column; the labels
   * repeat at the top of each page the table reaches. `total` is a last row in bold after a rule.
   */
  table(columns: Column[], rows: string[][], total?: string[]): void {
    this.tableHeader(columns);
    rows.forEach((row, i) => {
      if (this.cursor + ROW_HEIGHT > BOTTOM) {
        this.addPage();
        this.tableHeader(columns);
      }
      if (i % 2 === 1)
        this.page.rect(LEFT, PAGE_HEIGHT - (this.cursor + ROW_HEIGHT) + 0.5, WIDTH, ROW_HEIGHT - 1, 0.95);
      this.row(columns, row, { size: ROW_SIZE });
    });
    if (total) this.totalRow(columns, total);
  }

  /** A row in bold after a rule: a table's total, or a total of the tables above it. */
  totalRow(columns: Column[], cells: string[]): void {
    this.ensureRoom(ROW_HEIGHT + 4);
    this.page.hline(LEFT, RIGHT, PAGE_HEIGHT - (this.cursor + 1), 0.5);
    this.cursor += 2;
    this.row(columns, cells, { style: 'bold', size: ROW_SIZE });
  }

  /** Moves down by `height` points, onto a new page when they are not left on this one. */
  space(height: number): void {
    this.ensureRoom(height);
    this.cursor += height;
  }

  ensureRoom(height: number): void {
    if (this.cursor + height > BOTTOM) this.addPage();
  }

  /** Text with its left end at x and its baseline `top` points from the top of the page. */
  text(text: string, x: number, top: number, { style = 'regular', size, gray = 0 }: TextStyle): void {
    this.page.text(shapeLine(text, style), x, PAGE_HEIGHT - top, { size, gray });
  }

  line(x1: number, x2: number, top: number, thickness: number): void {
    this.page.hline(x1, x2, PAGE_HEIGHT - top, thickness);
  }

  /** The footers ("running head" and "Page n of m") and every page's content. */
  finish(): void {
    const total = this.pages.length;
    this.pages.forEach((page, i) => {
      const size = 8;
      const y = PAGE_HEIGHT - FOOTER_BASELINE;
      const pageText = `Page ${i + 1} of ${total}`;
      const pageWidth = widthOf(pageText, 'regular', size);
      const head = truncate(this.runningHead, 'regular', size, WIDTH - pageWidth - 24);
      page.text(shapeLine(head, 'regular'), LEFT, y, { size, gray: 0.35 });
      page.text(shapeLine(pageText, 'regular'), RIGHT - pageWidth, y, { size, gray: 0.35 });
      page.finish();
    });
  }

  private addPage(): void {
    this.page = this.writer.newPage();
    this.pages.push(this.page);
    if (this.pages.length > 1) {
      const head = `${this.runningHead} (continued)`;
      this.text(truncate(head, 'regular', 8.5, WIDTH), LEFT, TOP + 10, { size: 8.5, gray: 0.35 });
      this.cursor = CONTINUATION_TOP;
    }
  }

  private tableHeader(columns: Column[]): void {
    this.ensureRoom(HEADER_HEIGHT + ROW_HEIGHT);
    this.row(
      columns,
      columns.map((column) => column.label),
      { style: 'bold', size: ROW_SIZE },
    );
    this.page.hline(LEFT, RIGHT, PAGE_HEIGHT - (this.cursor + 1), 0.75);
    this.cursor += HEADER_HEIGHT - ROW_HEIGHT;
  }

  private row(columns: Column[], cells: string[], style: TextStyle): void {
    const baseline = this.cursor + 9.5;
    columns.forEach((column, i) => {
      const cell = cells[i] ?? '';
      if (!cell) return;
      const fitted = truncate(cell, style.style ?? 'regular', style.size, column.width);
      const x =
        column.align === 'right'
          ? column.x + column.width - widthOf(fitted, style.style ?? 'regular', style.size)
          : column.x;
      this.text(fitted, x, baseline, style);
    });
    this.cursor += ROW_HEIGHT;
  }
}
