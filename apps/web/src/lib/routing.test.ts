import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { prefetch, prefetchById, searchParam } from './routing';

describe('given a loader request', () => {
  it('should read one query parameter, or null when it is absent', () => {
    const request = new Request('http://localhost/order-details?id=42&status=sent');
    expect(searchParam(request, 'id')).toBe('42');
    expect(searchParam(request, 'status')).toBe('sent');
    expect(searchParam(request, 'type')).toBeNull();
  });
});

describe('given a prefetch', () => {
  it('should resolve null when the data loaded', async () => {
    await expect(prefetch(Promise.resolve({ table: [] }))).resolves.toBeNull();
  });

  it('should return the failure instead of throwing or swallowing it', async () => {
    const failure = new Error('offline');
    await expect(prefetch(Promise.reject(failure))).resolves.toBe(failure);
  });
});

describe('given a screen loaded by its id', () => {
  const load = (url: string) => {
    const queryClient = new QueryClient();
    const asked: string[] = [];
    const loader = prefetchById((id) => ({
      queryKey: ['thing', id],
      queryFn: () => {
        asked.push(id);
        return { id };
      },
    }))({ queryClient, basename: '/' });
    return {
      queryClient,
      asked,
      done: loader({
        request: new Request(url),
        url: new URL(url),
        pattern: '/order-details',
        params: {},
        context: {},
      }),
    };
  };

  it('should fill the cache with the query of the ?id=', async () => {
    const { queryClient, asked, done } = load('http://localhost/order-details?id=42');
    await expect(done).resolves.toBeNull();
    expect(asked).toEqual(['42']);
    expect(queryClient.getQueryData(['thing', '42'])).toEqual({ id: '42' });
  });

  it('should ask for nothing without an id', async () => {
    const { asked, done } = load('http://localhost/order-details');
    await expect(done).resolves.toBeNull();
    expect(asked).toEqual([]);
  });
});
