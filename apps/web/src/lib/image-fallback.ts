import fallbackUrl from '../assets/image-fallback.svg';

const IMAGE_FALLBACK_URL = fallbackUrl;

/**
 * Replaces every image that fails to load with the fallback image (spec section 8), kit
 * components included: one capture listener on the document instead of a prop on each image.
 * Returns the function that removes it.
 */
export function installImageFallback(root: Document = document, fallback = IMAGE_FALLBACK_URL) {
  const onError = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    // The fallback itself failing must not loop.
    if (target.dataset.fallback === 'true') return;
    target.dataset.fallback = 'true';
    target.srcset = '';
    target.src = fallback;
  };
  root.addEventListener('error', onError, true);
  return () => root.removeEventListener('error', onError, true);
}
