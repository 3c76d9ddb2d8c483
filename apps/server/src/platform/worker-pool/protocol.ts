// What a WorkerPool and its threads say to each other (serve.ts is the thread's side).

/** Pool -> thread: one request; its transferables are in the message's transfer list. */
export interface RequestMessage<Request> {
  id: number;
  request: Request;
}

/** Thread -> pool. */
export type ThreadMessage<Response, Progress> =
  /** The entry module is loaded: time limits start now, not while the thread boots. */
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: Progress }
  | { type: 'result'; id: number; response: Response }
  /** The handler threw: a bug or input it refuses, said in `message`. The thread goes on. */
  | { type: 'error'; id: number; message: string };
