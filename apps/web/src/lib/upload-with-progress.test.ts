import { describe, expect, it, vi } from 'vitest';
import { installFakeXhr } from '@/test/fake-xhr';
import { ApiError } from './api-client';
import { uploadWithProgress } from './upload-with-progress';

function form() {
  const body = new FormData();
  body.append('category', 'HR');
  body.append('file', new File(['hello'], 'a.txt'));
  return body;
}

describe('uploadWithProgress', () => {
  it('posts with the CSRF header, reports progress and resolves with the JSON answer', async () => {
    const sent = installFakeXhr();
    const onProgress = vi.fn();
    const result = uploadWithProgress('/api/documents', form(), { onProgress });

    const [xhr] = sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/documents');
    expect(xhr?.headers).toEqual({ Accept: 'application/json', 'X-Steward-CSRF': '1' });
    xhr?.progress(25, 100);
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr?.respond(201, { id: 'x' });

    await expect(result).resolves.toEqual({ id: 'x' });
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it("rejects with the server's message and status", async () => {
    const sent = installFakeXhr();
    const result = uploadWithProgress('/api/documents', form());
    sent[0]?.respond(413, { error: { code: 'payload_too_large', message: 'Files can be at most 100 MB' } });

    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'Files can be at most 100 MB' });
  });

  it('rejects with a network error when nothing answers, and with AbortError when cancelled', async () => {
    const sent = installFakeXhr();
    const offline = uploadWithProgress('/api/documents', form());
    sent[0]?.failNetwork();
    await expect(offline).rejects.toMatchObject({ status: 0, code: 'network_error' });

    const controller = new AbortController();
    const cancelled = uploadWithProgress('/api/documents', form(), { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(sent[1]?.aborted).toBe(true);
  });
});
