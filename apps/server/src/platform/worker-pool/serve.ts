// The thread's side of a WorkerPool: an entry module calls serveRequests(handler) once, last.
// It imports only node: modules, since entries run outside the app's module graph.

import { parentPort, type Transferable } from 'node:worker_threads';
import type { RequestMessage, ThreadMessage } from './protocol';

/** What a handler answers: the response, and what of it is moved to the pool rather than copied. */
export interface Reply<Response> {
  response: Response;
  transfer?: Transferable[];
}

/**
 * Answers the pool's requests one at a time with `handler`, then tells the pool the thread is
 * ready. A handler that throws answers an error for that request; the thread goes on.
 */
export function serveRequests<Request, Response, Progress = never>(
  handler: (request: Request, progress: (progress: Progress) => void) => Promise<Reply<Response>>,
): void {
  if (!parentPort) throw new Error('This module is the entry of a WorkerPool thread.');
  const port = parentPort;
  const send = (message: ThreadMessage<Response, Progress>, transfer: Transferable[] = []) =>
    port.postMessage(message, transfer);
  port.on('message', ({ id, request }: RequestMessage<Request>) => {
    handler(request, (progress) => send({ type: 'progress', id, progress })).then(
      ({ response, transfer }) => send({ type: 'result', id, response }, transfer),
      (error: unknown) =>
        send({
          type: 'error',
          id,
          message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        }),
    );
  });
  send({ type: 'ready' });
}

/**
 * The bytes in an ArrayBuffer of their own, taken from the caller (whose array is detached), so
 * they can be moved to another thread without a copy. A view into a larger buffer (a small Node
 * Buffer lives in a shared pool) or into shared memory cannot be moved: those bytes are copied.
 */
export function movable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  if (buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength) {
    try {
      return new Uint8Array(structuredClone(buffer, { transfer: [buffer] }));
    } catch {
      // Node marks some of its own buffers as not transferable.
    }
  }
  return new Uint8Array(bytes);
}
