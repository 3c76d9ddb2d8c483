import type { Document } from '@steward/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useAppInfo } from '@/lib/app-info';
import { runWithConcurrency } from '@/lib/run-with-concurrency';
import { type UploadDocumentFields, uploadDocument } from '../api/upload-document';
import { fileRefusal } from '../components/upload/upload-rules';

/** Files go up two at a time: quicker than one by one, without flooding a slow connection. */
const UPLOAD_CONCURRENCY = 2;

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed';

export interface UploadEntry {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0 to 100. */
  progress: number;
  error: string | null;
}

export interface RefusedFile {
  name: string;
  reason: string;
}

export interface UploadOutcome {
  succeeded: UploadEntry[];
  /** The documents the server made of them, as it answered. */
  documents: Document[];
  failed: UploadEntry[];
  /** The page was left while files were still on their way. */
  cancelled: boolean;
}

type Action =
  | { type: 'add'; entries: UploadEntry[] }
  | { type: 'remove'; key: string }
  | { type: 'update'; key: string; changes: Partial<UploadEntry> }
  | { type: 'removeDone' };

function reducer(entries: UploadEntry[], action: Action): UploadEntry[] {
  switch (action.type) {
    case 'add':
      return [...entries, ...action.entries];
    case 'remove':
      return entries.filter((entry) => entry.key !== action.key);
    case 'update':
      return entries.map((entry) => (entry.key === action.key ? { ...entry, ...action.changes } : entry));
    case 'removeDone':
      return entries.filter((entry) => entry.status !== 'done');
  }
}

function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

/**
 * The files chosen for an upload and how each one's upload goes. Each file is its own request with its
 * own progress and result; leaving the page cancels what is still on its way.
 */
export function useUploadQueue() {
  const [entries, dispatch] = useReducer(reducer, []);
  const maxUploadBytes = useAppInfo().data?.maxUploadBytes;
  const [uploading, setUploading] = useState(false);
  const aborter = useRef<AbortController | null>(null);

  useEffect(() => () => aborter.current?.abort(), []);

  /** Adds the files that can be uploaded (once each); returns the others with the reason. */
  const add = useCallback(
    (files: File[]): RefusedFile[] => {
      const known = new Set(entries.map((entry) => entry.key));
      const refused: RefusedFile[] = [];
      const added: UploadEntry[] = [];
      for (const file of files) {
        const reason = fileRefusal(file, maxUploadBytes);
        if (reason) {
          refused.push({ name: file.name, reason });
          continue;
        }
        const key = fileKey(file);
        if (known.has(key)) continue;
        known.add(key);
        added.push({ key, file, status: 'ready', progress: 0, error: null });
      }
      if (added.length > 0) dispatch({ type: 'add', entries: added });
      return refused;
    },
    [entries, maxUploadBytes],
  );

  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), []);

  /** Uploads every listed file with the same fields; afterwards only the failed ones stay listed. */
  const uploadAll = useCallback(
    async (fields: UploadDocumentFields): Promise<UploadOutcome> => {
      const controller = new AbortController();
      aborter.current = controller;
      setUploading(true);
      const pending = entries.filter((entry) => entry.status !== 'done');
      const succeeded: UploadEntry[] = [];
      const documents: Document[] = [];
      const failed: UploadEntry[] = [];
      for (const entry of pending) {
        dispatch({ type: 'update', key: entry.key, changes: { status: 'ready', progress: 0, error: null } });
      }
      await runWithConcurrency(pending, UPLOAD_CONCURRENCY, async (entry) => {
        const update = (changes: Partial<UploadEntry>) =>
          dispatch({ type: 'update', key: entry.key, changes });
        update({ status: 'uploading' });
        try {
          const document = await uploadDocument(entry.file, fields, {
            signal: controller.signal,
            onProgress: (fraction) => update({ progress: fraction * 100 }),
          });
          update({ status: 'done', progress: 100 });
          succeeded.push(entry);
          documents.push(document);
        } catch (error) {
          const message = errorMessage(error);
          update({ status: 'failed', error: message });
          failed.push({ ...entry, status: 'failed', error: message });
        }
      });
      setUploading(false);
      if (failed.length > 0) dispatch({ type: 'removeDone' });
      return { succeeded, documents, failed, cancelled: controller.signal.aborted };
    },
    [entries],
  );

  return {
    entries,
    add,
    remove,
    uploadAll,
    uploading,
  };
}
