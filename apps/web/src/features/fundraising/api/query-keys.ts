import type { DonorDirectoryQuery } from '@steward/domain';

export const donorKeys = {
  all: ['donors'] as const,
  analysis: () => [...donorKeys.all, 'analysis'] as const,
  directory: (query: DonorDirectoryQuery) => [...donorKeys.all, 'directory', query] as const,
  economic: () => [...donorKeys.all, 'economic'] as const,
  history: () => [...donorKeys.all, 'history'] as const,
  syncStatus: () => [...donorKeys.all, 'sync-status'] as const,
  weather: () => [...donorKeys.all, 'weather'] as const,
};
