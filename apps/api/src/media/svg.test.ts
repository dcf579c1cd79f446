import {
  MIN_CONTRAST,
  MIN_TEXT_PX,
  composite,
  contrastRatio,
  parseColor,
} from '@ugift/giftcard-renderer/model';
import { describe, expect, it } from 'vitest';

import {
  LABEL,
  PALETTE,
  PLACEHOLDER,
  SHOWN_WIDTH,
  bannerSvg,
  cardSvg,
  placeholderSvg,
  popupSvg,
  tileSvg,
} from './svg';

interface Label {
  fill: string;
  size: number;
}

function labelsOf(svg: string): { width: number; labels: Label[] } {
  const width = Number(/<svg[^>]* width="(\d+)"/.exec(svg)![1]);
  const labels = [...svg.matchAll(/<text([^>]*)>/g)].map(([, attrs]) => ({
    fill: /fill="([^"]+)"/.exec(attrs!)![1]!,
    size: Number(/font-size="([\d.]+)"/.exec(attrs!)![1]),
  }));
  return { width, labels };
}

const rgb = (hex: string) => parseColor(hex)!;

describe('given the generated artwork', () => {
  it('should measure the failure it fixes: white straight on the palette is under 4.5:1', () => {
    const worst = Math.min(...PALETTE.flat().map((c) => contrastRatio(rgb('#ffffff'), rgb(c))));
    expect(worst).toBeLessThan(2);
  });

  it('should keep label text at 4.5:1 or more on its plate over every palette colour and white', () => {
    for (const backdrop of [...PALETTE.flat(), '#ffffff']) {
      const under = composite(rgb(LABEL.plate), LABEL.plateOpacity, rgb(backdrop));
      expect(contrastRatio(rgb(LABEL.text), under), backdrop).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it('should give the placeholder (the expired image) 4.5:1 or more', () => {
    expect(
      contrastRatio(rgb(PLACEHOLDER.text), rgb(PLACEHOLDER.background)),
    ).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  const pictures: [string, string, number][] = [
    [
      'product',
      tileSvg({ seed: 3, label: 'Kopi Corner', sublabel: 'Latte Set' }),
      SHOWN_WIDTH.product,
    ],
    ['banner', bannerSvg(1, 'Give joy', 'Send a card today'), SHOWN_WIDTH.banner],
    ['popup', popupSvg(3, 'New year sale', 'Up to 30% off'), SHOWN_WIDTH.popup],
    ['card thumbnail', cardSvg(2, 'Happy Birthday', true), SHOWN_WIDTH.cardThumb],
    ['placeholder', placeholderSvg('Expired'), SHOWN_WIDTH.placeholder],
  ];

  it.each(pictures)('should draw the %s labels in the label colours', (kind, svg) => {
    const { labels } = labelsOf(svg);
    expect(labels.length).toBeGreaterThan(0);
    const fills = kind === 'placeholder' ? [PLACEHOLDER.text] : [LABEL.text];
    for (const label of labels) expect(fills).toContain(label.fill);
    if (kind !== 'placeholder') expect(svg).toContain(`fill-opacity="${LABEL.plateOpacity}"`);
  });

  it.each(pictures)(
    'should draw the %s labels at 12 px or more where the 480 px column shows it',
    (_kind, svg, shown) => {
      const { width, labels } = labelsOf(svg);
      // The card thumbnail is served at half size (media.ts), its text scales with it.
      for (const label of labels) {
        expect((label.size * shown) / width).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      }
    },
  );

  it('should leave category and brand tiles without a label (the app prints their names)', () => {
    expect(labelsOf(tileSvg({ seed: 1, motif: 'circle', width: 480, height: 240 })).labels).toEqual(
      [],
    );
  });
});
