import { vi } from 'vitest';

/**
 * Stands in for XMLHttpRequest: each request waits until the test makes it progress, answer or fail.
 * `installFakeXhr` returns the list of requests sent so far.
 */
export class FakeXhr extends EventTarget {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Document | XMLHttpRequestBodyInit | null = null;
  status = 0;
  responseText = '';
  readonly upload = new EventTarget();
  aborted = false;

  constructor(private readonly sent: FakeXhr[]) {
    super();
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null) {
    this.body = body;
    this.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The multipart fields in the order they were appended, files by name. */
  get fields(): [string, string][] {
    const form = this.body as FormData;
    return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  failNetwork() {
    this.dispatchEvent(new Event('error'));
  }
}

export function installFakeXhr(): FakeXhr[] {
  const sent: FakeXhr[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}
