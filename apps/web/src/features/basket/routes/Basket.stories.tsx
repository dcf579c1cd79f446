import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { coffeeForTwo, member } from '../../../testing/data';
import { basketOf, cardOnly, expiredUdollar, udollars, withCard } from '../testing/fixtures';
import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';
import { inLanguage, t, tMatch } from '../../../../../../.storybook/i18n';

const music = () => ok({ table: [{ id: '2', name: 'Birthday Waltz', url: '' }] });

const meta = {
  title: 'Screens/Gifting/Basket',
  component: RouteStory,
  args: { path: '/basket', member },
  parameters: backend({
    detail_basket: () => ok({ table: basketOf() }),
    list_udollar_giftcards: () => ok({ table: udollars }),
    list_music: music,
  }),
} satisfies Meta<typeof RouteStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const handlers = (replies: Replies) => backend(replies);

export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(inLanguage(coffeeForTwo.multiple_languages).product_name, {
        selector: 'p',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('10% off this week')).toBeVisible();
  },
};

export const CartWithCard: Story = {
  parameters: handlers({ detail_basket: () => ok({ table: withCard() }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('basket.cardNote'))).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: handlers({ detail_basket: () => ok({ table: null }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('basket.empty'))).toBeVisible();
  },
};

export const Guest: Story = {
  args: { member: undefined },
  parameters: handlers({}),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t('ui:loginPrompt.message'))).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: handlers({ detail_basket: pending }),
};

export const LoadError: Story = {
  parameters: handlers({ detail_basket: failure('Server unavailable') }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('common.retry') }),
    ).toBeVisible();
  },
};

export const CheckoutChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.checkout') }));
    await expect(
      await canvas.findByRole('button', { name: t('basket.choice.myself') }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('basket.choice.gift') })).toBeVisible();
  },
};

export const UdollarModalInvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.udollar.open') }));
    await userEvent.click(
      await canvas.findByRole('radio', {
        name: tMatch('basket.udollar.balance', { amount: 'SGD 20.00' }),
      }),
    );
    await userEvent.type(canvas.getByLabelText(t('basket.udollar.amount')), '99');
    await userEvent.click(canvas.getByRole('button', { name: t('basket.apply') }));
    // The spec's message on the amount field itself, which takes focus.
    const amount = canvas.getByLabelText(t('basket.udollar.amount'));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(t('basket.udollar.invalidAmount'));
    await expect(amount).toHaveFocus();
  },
};

export const UdollarModalNoCardChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.udollar.open') }));
    await canvas.findByRole('radio', {
      name: tMatch('basket.udollar.balance', { amount: 'SGD 20.00' }),
    });
    await userEvent.click(canvas.getByRole('button', { name: t('basket.apply') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('basket.udollar.chooseCard'),
    );
  },
};

/** An expired uDollar card is listed, marked expired and cannot be chosen (spec section 9). */
export const UdollarModalExpiredCard: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf() }),
    list_udollar_giftcards: () => ok({ table: [udollars[0]!, expiredUdollar] }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.udollar.open') }));
    const expired = await canvas.findByRole('radio', {
      name: tMatch('basket.udollar.balance', { amount: 'SGD 40.00' }),
    });
    await expect(expired).toBeDisabled();
    await expect(canvas.getByText(tMatch('basket.udollar.expired'))).toBeVisible();
    await expect(
      canvas.getByRole('radio', {
        name: tMatch('basket.udollar.balance', { amount: 'SGD 20.00' }),
      }),
    ).toBeEnabled();
  },
};

export const BillingAddressModal: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf({ billing_address: '1 Orchard Road, Singapore' }) }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.billing.open') }));
    await expect(
      await canvas.findByRole('textbox', { name: t('basket.billing.label') }),
    ).toHaveValue('1 Orchard Road, Singapore');
  },
};

export const RemoveFailed: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf() }),
    remove_product: failure('Basket is locked'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('basket.remove', { name: 'Movie ticket' }) }),
    );
    await expect(await canvas.findByText(t('basket.cartUpdateFailed'))).toBeVisible();
  },
};

/** Remove takes the line out at once and offers Undo in a toast (Undo puts it back). */
export const RemoveWithUndo: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf() }),
    remove_product: () => ok({}),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('basket.remove', { name: 'Movie ticket' }) }),
    );
    const region = within(canvasElement.ownerDocument.body).getByRole('status');
    await expect(
      await within(region).findByText(t('basket.removed', { name: 'Movie ticket' })),
    ).toBeVisible();
    await expect(within(region).getByRole('button', { name: t('basket.undo') })).toBeVisible();
  },
};

export const Confirmation: Story = {
  args: { path: '/checkout-confirmation' },
  parameters: handlers({ detail_basket: () => ok({ table: withCard() }), list_music: music }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(t('basket.music', { name: 'Birthday Waltz' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('basket.placeOrder') })).toBeVisible();
  },
};

export const ConfirmationCardOnly: Story = {
  args: { path: '/checkout-confirmation' },
  parameters: handlers({ detail_basket: () => ok({ table: cardOnly() }), list_music: music }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: t('basket.sendYourCard') }),
    ).toBeVisible();
  },
};

export const PlaceOrderFailed: Story = {
  args: { path: '/checkout-confirmation' },
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf() }),
    reserve_order: failure('Some products are out of stock', {
      insufficient_stock: 'Movie ticket: 0 left',
    }),
    update_order_status: ok({}),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('basket.placeOrder') }));
    await expect(await canvas.findByText(t('basket.placeOrderFailed'))).toBeVisible();
    await expect(canvas.getByText(/Movie ticket: 0 left/)).toBeVisible();
  },
};

/** The states in the order a designer walks them (the sidebar's order): see the Introduction. */
export const __namedExportsOrder = [
  'Cart',
  'CartWithCard',
  'RemoveWithUndo',
  'CheckoutChoice',
  'UdollarModalInvalidAmount',
  'UdollarModalNoCardChosen',
  'UdollarModalExpiredCard',
  'BillingAddressModal',
  'Empty',
  'Loading',
  'LoadError',
  'RemoveFailed',
  'Guest',
  'Confirmation',
  'ConfirmationCardOnly',
  'PlaceOrderFailed',
];
