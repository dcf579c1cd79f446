import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { UiProvider } from '@ugift/ui';

import { i18next } from '../lib/i18n';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Lists keep what they have for a minute instead of refetching on every visit.
      queries: { staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}

/** Everything a screen needs around it: the query cache, the translations and the kit's theme. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18next}>
        <UiProvider>{children}</UiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
