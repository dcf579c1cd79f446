import { afterEach, describe, expect, it } from 'vitest';

import { installImageFallback } from './image-fallback';

describe('installImageFallback', () => {
  let uninstall = () => {};
  afterEach(() => uninstall());

  it('should replace an image that fails to load with the fallback, once', () => {
    uninstall = installImageFallback(document, '/fallback.svg');
    const img = document.createElement('img');
    img.src = '/broken.png';
    document.body.append(img);

    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/fallback.svg');

    // If the fallback fails too it stays: no loop of error events.
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/fallback.svg');
    img.remove();
  });

  it('should stop after being removed', () => {
    installImageFallback(document, '/fallback.svg')();
    const img = document.createElement('img');
    img.src = '/broken.png';
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/broken.png');
    img.remove();
  });
});
