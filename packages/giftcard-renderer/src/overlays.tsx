import { useState } from 'react';

import { GIFT_ICON } from './cover';

import type { CardElement } from './edit-parameter';
import { innerBoxStyle, overlayBoxStyle, safeImageUrl, textPlateStyle, textStyle } from './layout';
import { overlayImageUrl } from './media-url';

export function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect {...GIFT_ICON.rect} />
      <path d={GIFT_ICON.path} />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </svg>
  );
}

export function MusicIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M9 18V5l12-2v13" />
      <circle cx="6" cy="18" r="3" />
      <circle cx="18" cy="16" r="3" />
    </svg>
  );
}

/**
 * The card picture in the design's inner rectangle; a patterned panel stands in when it is
 * missing or fails to load, so the overlays still have their place.
 */
export function CardPicture({ src, alt }: { src: string | undefined; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const url = src ? safeImageUrl(src) : undefined;
  if (!url || failedSrc === url) {
    return (
      <div
        className="ugc-picture-missing"
        style={innerBoxStyle}
        data-testid="card-picture-missing"
      />
    );
  }
  return (
    <img
      className="ugc-picture"
      style={innerBoxStyle}
      src={url}
      alt={alt}
      draggable={false}
      onError={() => setFailedSrc(url)}
    />
  );
}

/** Text overlay: real text, so it can be read, selected and translated. */
export function TextOverlay({ element, layer }: { element: CardElement; layer: number }) {
  return (
    <p
      className="ugc-text"
      data-key={element.key}
      style={{ ...overlayBoxStyle(element), ...textStyle(element), zIndex: layer }}
    >
      <span className="ugc-text-plate" style={textPlateStyle(element)}>
        {element.content}
      </span>
    </p>
  );
}

/** Photo or sticker overlay; a placeholder with the label stands in when it cannot be loaded. */
export function ImageOverlay({
  element,
  layer,
  src,
  unavailableLabel,
}: {
  element: CardElement;
  layer: number;
  src: string;
  unavailableLabel: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  // Only our own media on a card: never a remote picture that could track who opens it.
  const url = overlayImageUrl(src);
  const style = { ...overlayBoxStyle(element), zIndex: layer };
  const alt = element.placeholder;
  if (!url || failedSrc === url) {
    return (
      <div
        className="ugc-missing"
        style={style}
        data-key={element.key}
        role="img"
        aria-label={alt ? `${alt}: ${unavailableLabel}` : unavailableLabel}
      >
        <ImageIcon />
      </div>
    );
  }
  return (
    <img
      className={element.type === 'sticker' ? 'ugc-sticker' : 'ugc-image'}
      style={style}
      data-key={element.key}
      src={url}
      alt={alt}
      draggable={false}
      onError={() => setFailedSrc(url)}
    />
  );
}
