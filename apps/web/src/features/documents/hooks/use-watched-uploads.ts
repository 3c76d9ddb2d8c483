import type { Document } from '@steward/domain';
import { useSyncExternalStore } from 'react';
import { readSessionValue, writeSessionValue } from '@/lib/session-storage';

/** The documents just uploaded whose text is awaited for suggestions (kept for the tab: a reload keeps them). */
const KEY = 'steward.watchedUploads';

/** At most this many at once (each is asked after every 2 s while its text is read): the latest. */
export const MAX_WATCHED_UPLOADS = 25;

export interface WatchedUpload {
  id: string;
  name: string;
}

const EMPTY: WatchedUpload[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: WatchedUpload[] } = { raw: null, value: EMPTY };

function isWatched(value: unknown): value is WatchedUpload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WatchedUpload).id === 'string' &&
    typeof (value as WatchedUpload).name === 'string'
  );
}

function read(): WatchedUpload[] {
  const raw = readSessionValue(KEY);
  if (raw === cached.raw) return cached.value;
  let value = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed.filter(isWatched);
  } catch {
    value = EMPTY;
  }
  cached = { raw, value };
  return value;
}

function write(value: WatchedUpload[]) {
  writeSessionValue(KEY, JSON.stringify(value));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Watches documents just uploaded: once their text is read, what it suggests is offered. */
export function watchUploads(documents: Pick<Document, 'id' | 'name'>[]): void {
  if (documents.length === 0) return;
  const added = new Set(documents.map((document) => document.id));
  const kept = read().filter((watched) => !added.has(watched.id));
  const next = [...kept, ...documents.map(({ id, name }) => ({ id, name }))];
  write(next.slice(-MAX_WATCHED_UPLOADS));
}

/** Stops watching one: its suggestions were answered, or there are none. */
export function forgetUpload(id: string): void {
  const current = read();
  if (current.some((watched) => watched.id === id)) write(current.filter((watched) => watched.id !== id));
}

/** The uploads being watched, oldest first. */
export function useWatchedUploads(): WatchedUpload[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
