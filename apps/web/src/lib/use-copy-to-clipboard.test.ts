import { COPY_CONFIRMATION_MS } from '@steward/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCopyToClipboard } from './use-copy-to-clipboard';

describe('useCopyToClipboard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies the text and confirms for exactly 2000 ms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { result } = renderHook(() => useCopyToClipboard());

    await act(() => result.current.copy('https://steward.test/invite/abc'));
    expect(writeText).toHaveBeenCalledWith('https://steward.test/invite/abc');
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('restarts the 2000 ms when copied again', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockResolvedValue(undefined) },
    });
    const { result } = renderHook(() => useCopyToClipboard());

    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    await act(() => result.current.copy('a'));
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });

  it('reports a refused copy and shows no confirmation', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const { result } = renderHook(() => useCopyToClipboard());

    let copiedOk = true;
    await act(async () => {
      copiedOk = await result.current.copy('a');
    });
    expect(copiedOk).toBe(false);
    expect(result.current.copied).toBe(false);
  });
});
