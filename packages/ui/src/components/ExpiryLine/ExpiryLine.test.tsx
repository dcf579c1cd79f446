import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithUi } from '../../testing/render';
import { theme } from '../../theme/theme';
import { expiryState, formatDate } from './expiry';
import { ExpiryLine } from './ExpiryLine';

const now = new Date('2026-03-15T10:00:00Z');

describe('expiry helpers', () => {
  it('formats dates as D MMM YYYY from the api formats', () => {
    expect(formatDate('2026-03-05 12:00:00')).toBe('5 Mar 2026');
    expect(formatDate('05-03-2026')).toBe('5 Mar 2026');
    expect(formatDate(new Date(2026, 11, 25))).toBe('25 Dec 2026');
    expect(formatDate('not a date')).toBe('');
  });
  it('is expired once the moment has passed', () => {
    expect(expiryState('2026-03-14', now)).toBe('expired');
    expect(expiryState('2026-04-01', now)).toBe('active');
  });
});

describe('given an ExpiryLine', () => {
  it('should show a passed date as Expired on, in red', () => {
    renderWithUi(<ExpiryLine expiry="2026-03-01" now={now} />);
    const line = screen.getByText('Expired on: 1 Mar 2026');
    expect(line).toHaveStyle({ color: theme.colors.danger });
  });

  it('should show a future date as Redeem Before, in green', () => {
    renderWithUi(<ExpiryLine expiry="2026-04-30" now={now} />);
    const line = screen.getByText('Redeem Before: 30 Apr 2026');
    expect(line).toHaveStyle({ color: theme.colors.success });
  });

  it('should show Used on when the voucher was used', () => {
    renderWithUi(<ExpiryLine expiry="2026-04-30" usedOn="2026-03-02" now={now} />);
    expect(screen.getByText('Used on: 2 Mar 2026')).toHaveStyle({ color: theme.colors.textMuted });
  });

  it('should use the interface language for the label and the date’s order', () => {
    renderWithUi(<ExpiryLine expiry="2026-04-30" now={now} />, { lng: 'jp' });
    expect(screen.getByText('利用期限: 2026年4月30日')).toBeInTheDocument();
  });

  it('should read the date in Chinese order in cn, never “30 4月 2026”', () => {
    renderWithUi(<ExpiryLine expiry="2026-03-01" now={now} />, { lng: 'cn' });
    expect(screen.getByText(/2026年3月1日$/)).toBeInTheDocument();
  });
});
