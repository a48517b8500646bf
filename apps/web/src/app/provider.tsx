import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Toaster } from '@/components/ui/toaster';
import { ThemeProvider } from '@/features/theme/components/theme-provider';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

export function AppProvider({
  children,
  queryClient = defaultQueryClient,
}: {
  children: React.ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
