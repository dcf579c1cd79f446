import { describe, expect, it } from 'vitest';

import { prefetch, searchParam } from './routing';

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
