import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { ErrorBoundary } from './error-boundary';
import { createQueryClient } from './query-client';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app makes one. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ErrorBoundary>{children}</ErrorBoundary>
      {/* Below the header (and the demo strip above it): a toast, above all one that stays until
          closed, must never hide the user menu or Sign out. */}
      <Toaster richColors closeButton position="top-right" offset={{ top: 96 }} mobileOffset={{ top: 96 }} />
    </QueryClientProvider>
  );
}
