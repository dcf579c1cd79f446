import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { member } from '../../../testing/data';
import {
  barcodeVoucher,
  detailOf,
  expiredVoucher,
  productOf,
  qrVoucher,
  urlVoucher,
  usedVoucher,
  voucherOf,
} from '../testing/fixtures';
import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';
import { t, tMatch } from '../../../../../../.storybook/i18n';

const handlers = (replies: Replies) => backend(replies);
const detail = (vouchers: ReturnType<typeof voucherOf>[]) =>
  handlers({ detail_evoucher: () => detailOf(vouchers) });

const meta = {
  title: 'Screens/Wallet/Vouchers',
  component: RouteStory,
  args: { path: '/vouchers', member },
  parameters: handlers({
    list_evoucher: () =>
      ok({
        table: [
          productOf([voucherOf(), qrVoucher()]),
          productOf([barcodeVoucher()], { id: '881', product_name: 'Movie ticket' }),
        ],
      }),
  }),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Movie ticket')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: handlers({ list_evoucher: () => ok({ table: [] }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('wallet.empty'))).toBeVisible();
  },
};

export const SearchNoResult: Story = {
  parameters: handlers({
    list_evoucher: (fields) =>
      ok({ table: fields.filter_by_keywords ? [] : [productOf([voucherOf()])] }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'pizza{Enter}');
    await expect(await canvas.findByText(t('wallet.noResult'))).toBeVisible();
  },
};

export const Past: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('wallet.tab.used') }));
    await expect(canvas.getByRole('tab', { name: t('wallet.tab.used') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: t('wallet.tab.received') }));
    await expect(canvas.getByRole('tab', { name: t('wallet.tab.received') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Loading: Story = {
  parameters: handlers({ list_evoucher: pending }),
};

/** A failed list says so with Retry, never 'Your wallet is empty'. */
export const LoadError: Story = {
  parameters: handlers({ list_evoucher: failure('Server busy') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByText(t('wallet.empty'))).toBeNull();
  },
};

export const Guest: Story = {
  args: { member: undefined },
  parameters: handlers({}),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:loginPrompt.message'))).toBeVisible();
  },
};

export const OrderVouchers: Story = {
  args: { path: '/view-vouchers?id=900' },
  parameters: handlers({
    list_evoucher: () => ok({ table: [productOf([voucherOf(), usedVoucher(), expiredVoucher()])] }),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(tMatch('wallet.expiredOn'))).toBeVisible();
  },
};

export const DetailsAlphanumeric: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([voucherOf()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('UG-COFFEE-0001')).toBeVisible();
  },
};

export const DetailsQrCode: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([qrVoucher()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('QR-123456')).toBeVisible();
  },
};

export const DetailsBarcode: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([barcodeVoucher()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('012345678905')).toBeVisible();
  },
};

export const DetailsUrl: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([urlVoucher()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Online voucher')).toBeVisible();
  },
};

export const DetailsUsed: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([usedVoucher()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: tMatch('wallet.used') }),
    ).toBeDisabled();
  },
};

/**
 * A used QR voucher and a usable one: the usable first with an outlined 'Mark as used' (the
 * irreversible action is not the filled button), the used one's QR blurred under 'Used'.
 */
export const DetailsUsedAfterUsable: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([
    {
      ...qrVoucher(),
      id: '7005',
      name: 'Used voucher',
      status: 'Used',
      mark_used_date: '10-01-2026',
    },
    voucherOf(),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usable = await canvas.findByRole('region', { name: 'Coffee for two · voucher 1' });
    const used = canvas.getByRole('region', { name: 'Used voucher' });
    await expect(
      usable.compareDocumentPosition(used) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(within(used).getByText(t('wallet.usedMark'))).toBeVisible();
    // The covered code is inert (nothing to press) and blurred (nothing to scan).
    const qr = within(used).getByRole('img', { name: tMatch('ui:voucher.qr') });
    const layer = qr.closest('[inert]');
    await expect(layer).not.toBeNull();
    await expect(getComputedStyle(layer!).filter).toContain('blur');
    const mark = within(usable).getByRole('button', { name: t('wallet.markAsUsed') });
    const outlets = within(usable).getByRole('button', { name: t('wallet.availableOutlets') });
    await expect(getComputedStyle(mark).backgroundColor).toBe(
      getComputedStyle(outlets).backgroundColor,
    );
  },
};

export const DetailsExpired: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([expiredVoucher()]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Expired voucher')).toBeVisible();
  },
};

export const DetailsMarkAsUsedConfirmation: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([voucherOf()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('wallet.markAsUsed') }));
    await expect(await canvas.findByText(t('wallet.markConfirm'))).toBeVisible();
  },
};

export const DetailsTerms: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([voucherOf()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('common.termsAndConditions') }),
    );
    await expect(await canvas.findByText('all outlets')).toBeVisible();
  },
};

export const DetailsHowToRedeem: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([voucherOf()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('wallet.howToRedeem') }));
    await expect(await canvas.findByText('Show the code')).toBeVisible();
  },
};

export const DetailsOutlets: Story = {
  args: { path: '/voucher-details?id=880' },
  parameters: detail([voucherOf()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('wallet.availableOutlets') }),
    );
    await expect(await canvas.findByText('Orchard Cafe')).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Active',
  'Past',
  'Received',
  'SearchNoResult',
  'Empty',
  'Loading',
  'LoadError',
  'Guest',
  'DetailsAlphanumeric',
  'DetailsQrCode',
  'DetailsBarcode',
  'DetailsUrl',
  'DetailsHowToRedeem',
  'DetailsTerms',
  'DetailsOutlets',
  'DetailsMarkAsUsedConfirmation',
  'DetailsUsed',
  'DetailsUsedAfterUsable',
  'DetailsExpired',
  'OrderVouchers',
];
