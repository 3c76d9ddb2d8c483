import type ExcelJS from 'exceljs';
import { checkZip } from './zip-guard';

// mammoth and exceljs are imported when a file of theirs comes: the production bundle turns
// static imports of packages into imports at the thread's start, and exceljs alone takes 0.3 s
// and 30 MB to load.

/** A Word document's text, paragraphs apart (mammoth's raw text). */
export async function readDocx(buffer: Buffer, maxUnzippedBytes: number): Promise<string> {
  await checkZip(buffer, maxUnzippedBytes, 'Word document');
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer });
  return value;
}

/** A date as a person would type it, not as JavaScript prints one ("Tue Mar 14 2026 ..."). */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

function cellText(cell: ExcelJS.Cell): string {
  // A merged range's text belongs to its first cell; the others would repeat it.
  if (cell.isMerged && cell.master.address !== cell.address) return '';
  const value = cell.formula ? cell.result : cell.value;
  return value instanceof Date ? dateText(value) : cell.text;
}

/** Every sheet of a workbook: its name on a line, then its rows, cells tab-separated. */
export async function readXlsx(buffer: Buffer, maxUnzippedBytes: number): Promise<string> {
  await checkZip(buffer, maxUnzippedBytes, 'Excel workbook');
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  // exceljs types the Buffer it takes as a kind of ArrayBuffer; it is Node's Buffer.
  await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook.worksheets
    .map((sheet) => {
      const lines = [sheet.name];
      sheet.eachRow((row) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell) => {
          cells.push(cellText(cell).replace(/[\t\r\n]+/g, ' '));
        });
        lines.push(cells.join('\t').trimEnd());
      });
      return lines.join('\n');
    })
    .join('\n\n');
}
