import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { serverRoot } from '@/paths';
import type { SampleDocument } from './sample-data';
import { samplePdf } from './sample-pdf';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** "June 30, 2027", as the documents of a church office write their dates. */
function longDate(isoDay: string) {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The sentence a document of this category states its end with, as real ones word it. */
function expirySentences(doc: SampleDocument, expiryDate: string, uploadDate: string): string[] {
  const end = longDate(expiryDate);
  if (doc.tags.includes('insurance')) {
    return [
      `Policy period: ${longDate(uploadDate)} to ${end}.`,
      'Coverage ends at 12:01 a.m. on the last day.',
    ];
  }
  switch (doc.category) {
    case 'Legal':
    case 'Governance':
      return [`This filing remains valid until ${end}.`, 'File the renewal with the state before that date.'];
    case 'HR':
      return [
        `The certificates in this file expire on ${end}.`,
        'Staff and volunteers renew them before then.',
      ];
    default:
      return [`This document expires on ${end}.`, 'The church office reviews it before that date.'];
  }
}

/** A scanned page: the image fills a US Letter page, with no text layer (OCR reads it). */
async function scannedPdf(image: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const jpeg = await pdf.embedJpg(await readFile(join(serverRoot(), 'src', 'demo', 'assets', image)));
  const page = pdf.addPage([612, 792]);
  page.drawImage(jpeg, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await pdf.save());
}

/**
 * Believable bytes for a sample document, by its extension, so previews, downloads and search
 * inside work: the PDFs say in sentences what they are and when they end.
 */
export async function sampleContent(
  doc: SampleDocument,
  organizationName: string,
  dates: { uploadDate: string; expiryDate: string | null },
): Promise<{ body: Buffer; contentType: string }> {
  const extension = doc.name.split('.').pop() ?? 'txt';
  const title = doc.name.replace(/\.[^.]+$/, '');
  const summary = doc.description ?? `${doc.category} record kept by ${organizationName}.`;
  const contentType = CONTENT_TYPES[extension] ?? 'text/plain';
  if (doc.scan) return { contentType, body: await scannedPdf(doc.scan.image) };
  switch (extension) {
    case 'pdf':
      return {
        contentType,
        body: samplePdf(title, [
          organizationName,
          '',
          summary,
          `This ${doc.category.toLowerCase()} record is kept by the church office and filed under`,
          `${doc.tags.join(', ')}.`,
          '',
          ...(dates.expiryDate ? expirySentences(doc, dates.expiryDate, dates.uploadDate) : []),
          '',
          `Questions about this document go to the office of ${organizationName}.`,
        ]),
      };
    case 'csv':
      return {
        contentType,
        body: Buffer.from(
          [
            'Item,Owner,Due Date,Status',
            `${title},Office,2026-12-01,Open`,
            'Review with ministry lead,Pastor,2026-12-15,Planned',
            'File a copy in Steward,Office,2027-01-05,Done',
            '',
          ].join('\n'),
        ),
      };
    case 'md':
      return {
        contentType,
        body: Buffer.from(
          `# ${title}\n\n${summary}\n\n## Notes\n\n- Owner: church office\n- Tags: ${doc.tags.join(', ')}\n- Review this document once a year.\n`,
        ),
      };
    default:
      return {
        contentType,
        body: Buffer.from(
          `${title}\n${'='.repeat(title.length)}\n\n${summary}\n\nTags: ${doc.tags.join(', ')}\n`,
        ),
      };
  }
}
