// autocannon ships no types; this covers the part the load bench uses (its README, v8/v9 API).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called with each response to this request, just before the instance's 'response' event. */
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as timed out (an error). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    /** Each connection stops after this many requests (0: no limit). */
    maxConnectionRequests?: number;
  }

  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    resets: number;
    mismatches: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Instance {
    stop(): void;
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
    on(event: 'reqError', listener: (error: Error) => void): this;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
