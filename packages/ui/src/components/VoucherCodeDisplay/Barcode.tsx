import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';
import { useTheme, styled } from 'styled-components';

const Svg = styled.svg`
  display: block;
  max-width: 100%;
  height: auto;
`;

/** A CODE128 barcode drawn from `value` into an SVG; calls onError when it cannot be encoded. */
export function Barcode({
  value,
  label,
  onError,
}: {
  value: string;
  label: string;
  onError?: () => void;
}) {
  const ref = useRef<SVGSVGElement>(null);
  const theme = useTheme();
  useLayoutEffect(() => {
    if (!ref.current) return;
    try {
      JsBarcode(ref.current, value, {
        format: 'CODE128',
        displayValue: false,
        height: theme.sizes.barcodeHeight,
        width: theme.sizes.barcodeBar,
        margin: theme.space.space200,
        lineColor: theme.colors.codeInk,
        background: theme.colors.codePaper,
      });
    } catch {
      // Not encodable as CODE128 (e.g. non-ASCII): the parent shows the code as text instead.
      onError?.();
    }
  }, [value, theme, onError]);
  return <Svg ref={ref} role="img" aria-label={label} data-code={value} />;
}
