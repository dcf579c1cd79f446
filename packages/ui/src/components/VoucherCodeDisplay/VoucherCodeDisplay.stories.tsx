import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { VoucherCodeDisplay } from './VoucherCodeDisplay';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/VoucherCodeDisplay',
  component: VoucherCodeDisplay,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { code: 'UGIFT-7788-XY42', codeType: 'alphanumeric', onCopy: fn(), onRedirect: fn() },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof VoucherCodeDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Alphanumeric: the code and 'Copy code' (a long 'Copied' time keeps the snapshot still). */
export const Alphanumeric: Story = {
  args: { copiedDuration: 60_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiText('voucher.copy') }));
    await expect(args.onCopy).toHaveBeenCalledWith('UGIFT-7788-XY42');
    await expect(
      await canvas.findByRole('button', { name: uiText('voucher.copied') }),
    ).toBeVisible();
  },
};
export const QrCode: Story = {
  args: { codeType: 'qrcode', code: 'UG-QR-000123' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: uiText('voucher.qr', { code: 'UG-QR-000123' }),
      }),
    ).toBeVisible();
  },
};
export const Barcode: Story = {
  args: { codeType: 'barcode', code: '8901234567890' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', {
        name: uiText('voucher.barcode', { code: '8901234567890' }),
      }),
    ).toBeVisible();
  },
};
/** An alphanumeric code that is a URL: 'Click to Redeem Gift Card', confirmed by 'Redirect'. */
export const AlphanumericUrl: Story = {
  args: { code: 'https://partner.example/redeem?c=7788' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiText('voucher.redeem') }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: uiText('voucher.redirectTitle') }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: uiText('voucher.redirectOk') }));
    await expect(args.onRedirect).toHaveBeenCalledWith('https://partner.example/redeem?c=7788');
  },
};
/** The url type: the redeem button alone. */
export const UrlType: Story = { args: { codeType: 'url', code: 'https://partner.example/r/1' } };
/** The 'Redirect' confirmation open. */
export const RedirectConfirmation: Story = {
  args: { codeType: 'url', code: 'https://partner.example/r/1' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiText('voucher.redeem') }),
    );
    await screen.findByRole('alertdialog', { name: uiText('voucher.redirectTitle') });
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};
/** Expired: the code is hidden behind the expired image (spec section 9). */
export const Expired: Story = {
  args: { expired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('UGIFT-7788-XY42')).not.toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('img', { name: uiText('voucher.expiredStamp') }),
    ).toBeVisible();
  },
};
