import type { SampleDocument } from './sample-data';
import { samplePdf } from './sample-pdf';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** Believable bytes for a sample document, by its extension, so previews and downloads work. */
export function sampleContent(
  doc: SampleDocument,
  organizationName: string,
): { body: Buffer; contentType: string } {
  const extension = doc.name.split('.').pop() ?? 'txt';
  const title = doc.name.replace(/\.[^.]+$/, '');
  const summary = doc.description ?? `${doc.category} record kept by ${organizationName}.`;
  const contentType = CONTENT_TYPES[extension] ?? 'text/plain';
  switch (extension) {
    case 'pdf':
      return {
        contentType,
        body: samplePdf(title, [
          organizationName,
          '',
          summary,
          `Category: ${doc.category}`,
          `Tags: ${doc.tags.join(', ')}`,
          '',
          'This is a sample document of the Steward demo organisation.',
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
