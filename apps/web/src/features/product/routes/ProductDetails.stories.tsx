import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import {
  handlers,
  MEMBER_ID,
  mockData,
  mockHttpError,
  mockLoading,
  mockOperation,
} from '@ugift/api-client/mocks';

import { RouteStory } from '../../../testing/RouteStory';
import { t } from '../../../../../../.storybook/i18n';
import { apiText } from '../../../testing/api-text';

const member = { member_id: MEMBER_ID, country_id: '3' };

const meta = {
  title: 'Screens/Catalogue/Product Details',
  component: RouteStory,
  args: { path: '/product-details?id=101' },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A guest sees the product with Add to Cart. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: apiText('Kopi Corner Latte Set') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('product.addToCart') })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: /Welcome campaign/ })).toBeVisible();
  },
};

/** No Chinese or Japanese text in the data: the English name shows in every language. */
export const EnglishOnlyData: Story = {
  args: { path: '/product-details?id=103' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: apiText('Lotus Tea House Afternoon Tea for Two'),
      }),
    ).toBeVisible();
  },
};

/** The product is in the member's basket (2 of them): the stepper starts at 2, Update Cart. */
export const AlreadyInBasket: Story = {
  args: { member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: t('product.updateCart') }),
    ).toBeEnabled();
    await expect(canvas.getByText('SGD 31.00')).toBeVisible();
  },
};

/** A member with a product not yet in the basket, after raising the quantity to the stock. */
export const MemberAtStockLimit: Story = {
  args: { member, path: '/product-details?id=105' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: t('product.addToCart') });
    const increase = canvas.getByRole('button', { name: t('ui:stepper.increase') });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(increase).toBeDisabled();
    await expect(canvas.getByText('SGD 156.60')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { path: '/product-details?id=104' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('product.outOfStock') }),
    ).toBeDisabled();
  },
};

/** A guest pressing Add to Cart is asked to log in. */
export const GuestLoginPrompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('product.addToCart') }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: t('common.welcomeLogin'),
    });
    await expect(
      within(dialog).getByRole('button', { name: t('account.login.title') }),
    ).toBeVisible();
  },
};

export const HowToRedeem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('product.howToRedeem') }));
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: t('product.howToRedeem'),
    });
    await expect(within(dialog).getByText('Show the code at the counter.')).toBeVisible();
  },
};

export const AvailableOutlet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('product.availableOutlet') }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: t('product.availableOutlet'),
    });
    await expect(within(dialog).getByText('Kopi Corner Tiong Bahru')).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('common.termsAndConditions') }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: t('common.termsAndConditions'),
    });
    await expect(within(dialog).getByText('Not exchangeable for cash.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [mockLoading('detail_product'), ...handlers] } },
  play: async ({ canvasElement }) => {
    // The loader holds the screen until its data arrives: the app's preloader shows.
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: [mockHttpError('detail_product', 500), ...handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('product.addToCart') })).toBeNull();
  },
};

/** Square art with a box top and bottom, like the seed's gift box: cropping would cut both. */
const squareArt = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">' +
    '<rect width="600" height="600" fill="#2a6f4e"/>' +
    '<rect x="150" y="20" width="300" height="80" rx="12" fill="#ffffff"/>' +
    '<rect x="150" y="500" width="300" height="80" rx="12" fill="#ffffff"/></svg>',
)}`;

/** Square product art (the seed's gift box) shows whole in the 4:3 slide, not cropped. */
export const SquareArtNotCropped: Story = {
  parameters: {
    msw: {
      handlers: [
        mockOperation('detail_product', () =>
          Response.json({
            success: true,
            message: '',
            table: {
              ...mockData.products[0]!,
              product_images: [{ image: squareArt }],
            },
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = await canvas.findByRole('img', { name: apiText('Kopi Corner Latte Set') });
    await expect(getComputedStyle(picture).objectFit).toBe('contain');
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Guest',
  'AlreadyInBasket',
  'MemberAtStockLimit',
  'OutOfStock',
  'EnglishOnlyData',
  'SquareArtNotCropped',
  'HowToRedeem',
  'AvailableOutlet',
  'TermsAndConditions',
  'GuestLoginPrompt',
  'Loading',
  'LoadError',
];
