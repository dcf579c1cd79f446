export type Platform = 'wechat' | 'ios' | 'android' | 'other';

/**
 * Where the page runs, from the user agent. WeChat's in-app browser comes first: it runs on iOS
 * and Android too, but cannot open stores or app links.
 */
export function detectPlatform(userAgent: string): Platform {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

/** Leaves the app for another address: a seam that tests and stories replace. */
export const browser = {
  open(url: string) {
    window.location.assign(url);
  },
};
