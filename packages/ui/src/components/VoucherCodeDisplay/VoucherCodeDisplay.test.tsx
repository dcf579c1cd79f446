import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '../../theme/theme';
import { renderWithUi } from '../../testing/render';
import { chooseCodeDisplay, isUrl } from './codeDisplay';
import { qrPath } from './QrCode';
import { VoucherCodeDisplay } from './VoucherCodeDisplay';

describe('chooseCodeDisplay', () => {
  it('chooses the display by code type', () => {
    expect(chooseCodeDisplay('qrcode', 'ABC123')).toBe('qr');
    expect(chooseCodeDisplay('barcode', '123456789012')).toBe('barcode');
    expect(chooseCodeDisplay('alphanumeric', 'UG-7788-XY')).toBe('text');
    expect(chooseCodeDisplay('alphanumeric', 'https://partner.example/redeem?c=1')).toBe(
      'textLink',
    );
    expect(chooseCodeDisplay('url', 'https://partner.example/r/1')).toBe('redeemButton');
  });
  it('hides every code once expired', () => {
    for (const type of ['qrcode', 'barcode', 'alphanumeric', 'url']) {
      expect(chooseCodeDisplay(type, 'X', true)).toBe('expired');
    }
  });
  it('shows unknown types as text', () => {
    expect(chooseCodeDisplay('pin', '1234')).toBe('text');
  });
  it('recognises only absolute http(s) URLs', () => {
    expect(isUrl('https://a.b/c')).toBe(true);
    expect(isUrl('www.a.b')).toBe(false);
    expect(isUrl('ftp://a.b')).toBe(false);
  });
});

describe('qrPath', () => {
  it('draws a QR code of the right version for the text', () => {
    const small = qrPath('UG-1');
    expect(small.size).toBe(21);
    expect(small.path.startsWith('M0 0h1v1h-1z')).toBe(true);
    expect(qrPath('x'.repeat(120)).size).toBeGreaterThan(21);
  });
});

describe('given a VoucherCodeDisplay', () => {
  it('should draw a QR code with the code under it', () => {
    renderWithUi(<VoucherCodeDisplay code="UG-QR-1" codeType="qrcode" />);
    const img = screen.getByRole('img', { name: 'QR code: UG-QR-1' });
    expect(img.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h1v1h-1z/);
    expect(screen.getByText('UG-QR-1')).toBeInTheDocument();
  });

  it('should draw a barcode from the code', () => {
    renderWithUi(<VoucherCodeDisplay code="123456789012" codeType="barcode" />);
    const svg = screen.getByRole('img', { name: 'Barcode: 123456789012' });
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('should copy an alphanumeric code', async () => {
    const onCopy = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<VoucherCodeDisplay code="UG-7788" codeType="alphanumeric" onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(onCopy).toHaveBeenCalledWith('UG-7788');
    await expect(navigator.clipboard.readText()).resolves.toBe('UG-7788');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('should confirm the redirect before opening a URL code', async () => {
    const onRedirect = vi.fn();
    const user = userEvent.setup();
    renderWithUi(
      <VoucherCodeDisplay
        code="https://partner.example/r/1"
        codeType="url"
        onRedirect={onRedirect}
      />,
    );
    expect(screen.queryByText('https://partner.example/r/1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click to Redeem Gift Card' }));
    expect(onRedirect).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Redirect' });
    // The spec's buttons: Ok and Close (no 'Continue'/'Cancel').
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(onRedirect).toHaveBeenCalledWith('https://partner.example/r/1');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('should hide the code when expired', () => {
    renderWithUi(<VoucherCodeDisplay code="UG-7788" codeType="alphanumeric" expired />);
    expect(screen.queryByText('UG-7788')).not.toBeInTheDocument();
    // The spec's expired image, named for screen readers, instead of a line of red text.
    expect(screen.getByRole('img', { name: 'Expired' })).toBeInTheDocument();
  });

  it('should stay where it is when the Redirect confirmation is closed', async () => {
    const onRedirect = vi.fn();
    const user = userEvent.setup();
    renderWithUi(
      <VoucherCodeDisplay
        code="https://partner.example/r/1"
        codeType="url"
        onRedirect={onRedirect}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Click to Redeem Gift Card' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Redirect' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onRedirect).not.toHaveBeenCalled();
  });
});

describe('given the expired image', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  it('should draw its word in colours at 4.5:1 or more', () => {
    expect(contrast(theme.colors.danger, theme.colors.surface)).toBeGreaterThanOrEqual(4.5);
  });
});
