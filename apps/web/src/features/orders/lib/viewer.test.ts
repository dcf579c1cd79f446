import { describe, expect, it } from 'vitest';

import { viewerRole } from './viewer';

const order = { member_id: '12', recipient_id: '40' } as Parameters<typeof viewerRole>[0];

describe('given an order and who is looking at it', () => {
  it('should be the sender when the member placed it', () => {
    expect(viewerRole(order, '12')).toBe('sender');
  });

  it('should be the recipient when it was gifted to the member', () => {
    expect(viewerRole(order, '40')).toBe('recipient');
  });

  it('should be someone else for another member or a guest', () => {
    expect(viewerRole(order, '99')).toBe('other');
    expect(viewerRole(order, null)).toBe('other');
  });
});
