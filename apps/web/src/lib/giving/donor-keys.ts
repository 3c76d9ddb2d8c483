import type { ColumnMapping, DonorDirectoryQuery } from '@steward/domain';

export const donorKeys = {
  all: ['donors'] as const,
  analysis: () => [...donorKeys.all, 'analysis'] as const,
  directory: (query: DonorDirectoryQuery) => [...donorKeys.all, 'directory', query] as const,
  economic: () => [...donorKeys.all, 'economic'] as const,
  history: () => [...donorKeys.all, 'history'] as const,
  /** One merge's record (under the history: a merge or an undo refreshes both). */
  importRecord: (id: string) => [...donorKeys.history(), id] as const,
  /** A waiting upload read again with the columns chosen (not under `all`: a merge ends it). */
  preview: (id: string, mapping: ColumnMapping) => ['donor-import-preview', id, mapping] as const,
  syncStatus: () => [...donorKeys.all, 'sync-status'] as const,
  weather: () => [...donorKeys.all, 'weather'] as const,
};
