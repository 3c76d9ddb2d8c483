// What the PDF renderer asks of its threads (render-worker.ts answers).

import type { BatchReportInput, DepositSlipInput } from './documents/batch-types';
import type { StatementInput } from './documents/statement-types';

export type RenderRequest =
  /** One donor's statement: the PDF's bytes. */
  | { kind: 'statement'; input: StatementInput }
  /** A contribution batch's report: the PDF's bytes. */
  | { kind: 'batch-report'; input: BatchReportInput }
  /** A contribution batch's deposit slip: the PDF's bytes. */
  | { kind: 'deposit-slip'; input: DepositSlipInput }
  /** The organisation's SVG logo drawn as a PNG for the statements, or null. */
  | { kind: 'logo'; svg: string }
  /** The next statement of the combined PDF (a thread held for it): the file's next bytes. */
  | { kind: 'combined-add'; input: StatementInput }
  /** The combined PDF's last bytes. */
  | { kind: 'combined-finish' };

export type RenderResponse = Uint8Array | null;
