import { QueryClient } from '@tanstack/react-query';

/** A fresh query cache for each test: no cache leaks between tests, no retries hiding errors. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}
