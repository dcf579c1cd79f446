import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

import { shouldRetry } from '@ugift/api-client';
import { UiProvider } from '@ugift/ui';

import { i18next } from '../lib/i18n';

export const QUERY_RETRIES = 1;
const QUERY_RETRY_DELAY_MS = 600;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // Lists keep what they have for a minute instead of refetching on every visit.
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // One quick retry of what may pass next time (a network blip, a 5xx), then the error
        // with its Retry button: an unreachable api shows it in about a second, not after the
        // default three retries' 8-15 s.
        retry: (count, error) => count < QUERY_RETRIES && shouldRetry(count, error),
        retryDelay: QUERY_RETRY_DELAY_MS,
      },
    },
  });
}

/**
 * Everything a screen needs around it: the query cache, the translations and the kit's theme.
 * The server gives each page its own i18next instance, in the page's language (entry-server.tsx).
 */
export function AppProviders({
  queryClient,
  i18n = i18next,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <UiProvider>{children}</UiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
