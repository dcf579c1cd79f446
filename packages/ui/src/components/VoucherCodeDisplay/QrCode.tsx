import QRCode from 'qrcode';
import { useMemo } from 'react';
import { styled } from 'styled-components';

/** The dark modules of a QR code for `text` as one SVG path (1 unit per module). */
export function qrPath(text: string): { size: number; path: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (data[y * size + x]) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size, path };
}

const Svg = styled.svg`
  display: block;
  width: var(--ug-sizes-qr);
  height: var(--ug-sizes-qr);
  background: var(--ug-colors-code-paper);
  path {
    fill: var(--ug-colors-code-ink);
  }
`;

/** A QR code drawn from `value` as SVG (quiet zone of 4 modules). */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  const quiet = 4;
  return (
    <Svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      shapeRendering="crispEdges"
    >
      <path d={path} />
    </Svg>
  );
}
