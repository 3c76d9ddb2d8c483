import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { MUTATION } from './steward-process';

/**
 * A document upload whose body trickles in (64 KiB every 10 ms, with no end) until `stop()`: the
 * server is always in the middle of it, so a kill lands mid-body. `settled` resolves with the
 * status, or with the error when the connection breaks.
 */
export function trickleUpload(baseUrl: string, cookie: string, fileName: string) {
  const boundary = `----steward${randomUUID().replaceAll('-', '')}`;
  const url = new URL('/api/documents', baseUrl);
  const req = request(url, {
    method: 'POST',
    headers: {
      cookie,
      ...MUTATION,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
    },
  });
  const settled = new Promise<{ status?: number; error?: Error }>((resolve) => {
    req.once('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode as number });
    });
    req.once('error', (error) => resolve({ error }));
  });
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nOther\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: text/plain\r\n\r\n',
  );
  const line = 'The minutes of a very long meeting, line after line after line.\n';
  const chunk = Buffer.from(line.repeat(Math.ceil(65_536 / line.length)));
  let sent = 0;
  const timer = setInterval(() => {
    if (req.destroyed) return;
    req.write(chunk);
    sent += chunk.length;
  }, 10);
  return {
    settled,
    sent: () => sent,
    stop() {
      clearInterval(timer);
      req.destroy();
    },
  };
}
