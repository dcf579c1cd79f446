import { describe, expect, it } from 'vitest';

import { linkageTarget } from './linkage';

describe('given a banner or popup linkage', () => {
  it('should open a url outside the app', () => {
    expect(
      linkageTarget({ linkage_type: 'linkage_url', linkage_detail: 'https://example.com/a' }),
    ).toEqual({ kind: 'external', href: 'https://example.com/a' });
  });

  it('should route a product to its details and a campaign to its page', () => {
    expect(linkageTarget({ linkage_type: 'linkage_product', linkage_detail: '12' })).toEqual({
      kind: 'route',
      to: '/product-details?id=12',
    });
    expect(linkageTarget({ linkage_type: 'linkage_campaign', linkage_detail: '3' })).toEqual({
      kind: 'route',
      to: '/campaign?id=3',
    });
  });

  it('should play a video in the popup', () => {
    expect(linkageTarget({ linkage_type: 'linkage_video', linkage_detail: 'v.mp4' })).toEqual({
      kind: 'video',
      src: 'v.mp4',
    });
  });

  it('should lead nowhere without a detail', () => {
    expect(linkageTarget({ linkage_type: 'linkage_url', linkage_detail: '' })).toEqual({
      kind: 'none',
    });
    expect(linkageTarget({})).toEqual({ kind: 'none' });
  });
});
