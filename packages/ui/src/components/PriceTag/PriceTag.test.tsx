import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { formatPrice, PriceTag } from './PriceTag';

describe('given formatPrice', () => {
  const intl = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  it('should write what en-US Intl.NumberFormat writes with 2 decimals', () => {
    const values = [
      0,
      1,
      4,
      5.5,
      12.5,
      12.345,
      0.1 + 0.2,
      1.005,
      2.675,
      999.995,
      1000,
      1234.5,
      99999.99,
      1_234_567.891,
      10_000_000,
      0.004,
      0.005,
      -3.5,
      -1234.567,
    ];
    for (const value of values) expect(formatPrice(value), String(value)).toBe(intl.format(value));
  });

  it('should take the api’s strings, put the currency first, and leave what is not a number', () => {
    expect(formatPrice('4.00', 'SGD')).toBe('SGD 4.00');
    expect(formatPrice('1250', 'MYR')).toBe('MYR 1,250.00');
    expect(formatPrice('n/a', 'SGD')).toBe('SGD n/a');
  });
});

describe('given a PriceTag with an original price', () => {
  it('should show both prices, formatted', () => {
    renderWithUi(<PriceTag amount="4" originalAmount="5" currency="SGD" />);
    expect(screen.getByText('SGD 4.00')).toBeInTheDocument();
    expect(screen.getByText('SGD 5.00')).toBeInTheDocument();
  });
});
