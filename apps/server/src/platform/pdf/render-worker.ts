// The entry of a PDF rendering thread (PdfRenderer). It runs outside the app's module graph: from
// source through tsx (which resolves `@/` from tsconfig.json, as esbuild does), and as
// dist/pdf-render-worker.js in the production bundle.

import { movable, type Reply, serveRequests } from '@/platform/worker-pool/serve';
import { CombinedStatements, renderBatchReport, renderDepositSlip, renderStatement } from './documents';
import { logoPng } from './logo';
import type { RenderRequest, RenderResponse } from './render-requests';

/** The combined PDF being built, in a thread the renderer holds for it and ends afterwards. */
let combined: CombinedStatements | null = null;

function bytes(pdf: Uint8Array): Reply<RenderResponse> {
  const moved = movable(pdf);
  return { response: moved, transfer: [moved.buffer] };
}

serveRequests<RenderRequest, RenderResponse>(async (request) => {
  switch (request.kind) {
    case 'statement':
      return bytes(await renderStatement(request.input));
    case 'batch-report':
      return bytes(await renderBatchReport(request.input));
    case 'deposit-slip':
      return bytes(await renderDepositSlip(request.input));
    case 'logo':
      return { response: await logoPng(request.svg) };
    case 'combined-add':
      combined ??= new CombinedStatements();
      return bytes(await combined.add(request.input));
    case 'combined-finish': {
      if (!combined) throw new Error('No statements to render.');
      return bytes(combined.finish());
    }
  }
});
