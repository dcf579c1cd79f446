import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { RouteStory } from '../../../testing/RouteStory';
import { member } from '../../../testing/data';
import { basketOf, cardOnly, udollars, withCard } from '../testing/fixtures';
import { backend, failure, ok, pending, type Replies } from '../../../testing/replies';

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
    await expect(await canvas.findByText('Coffee for two', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('10% off this week')).toBeVisible();
  },
};

export const CartWithCard: Story = {
  parameters: handlers({ detail_basket: () => ok({ table: withCard() }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You can change and customise your card after checkout'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: handlers({ detail_basket: () => ok({ table: null }) }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('There are no items in the cart'),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  args: { member: undefined },
  parameters: handlers({}),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Welcome, please login to continue'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: handlers({ detail_basket: pending }),
};

export const LoadError: Story = {
  parameters: handlers({ detail_basket: failure('Server unavailable') }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const CheckoutChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Checkout' }));
    await expect(await canvas.findByRole('button', { name: 'For myself' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send as a gift' })).toBeVisible();
  },
};

export const UdollarModalInvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem using UDollar' }));
    await userEvent.click(await canvas.findByRole('radio', { name: /Balance SGD 20.00/ }));
    await userEvent.type(canvas.getByLabelText('Redemption amount'), '99');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    // The spec's message on the amount field itself, which takes focus.
    const amount = canvas.getByLabelText('Redemption amount');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Please enter a valid redemption amount');
    await expect(amount).toHaveFocus();
  },
};

export const UdollarModalNoCardChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem using UDollar' }));
    await canvas.findByRole('radio', { name: /Balance SGD 20.00/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Please choose a uDollar giftcard',
    );
  },
};

export const BillingAddressModal: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf({ billing_address: '1 Orchard Road, Singapore' }) }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Billing Address' }));
    await expect(await canvas.findByLabelText('Your billing address')).toHaveValue(
      '1 Orchard Road, Singapore',
    );
  },
};

export const RemoveFailed: Story = {
  parameters: handlers({
    detail_basket: () => ok({ table: basketOf() }),
    remove_product: failure('Basket is locked'),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Movie ticket' }));
    await expect(await canvas.findByText('Cart Update Failed')).toBeVisible();
  },
};

export const Confirmation: Story = {
  args: { path: '/checkout-confirmation' },
  parameters: handlers({ detail_basket: () => ok({ table: withCard() }), list_music: music }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Music: Birthday Waltz')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Place Order' })).toBeVisible();
  },
};

export const ConfirmationCardOnly: Story = {
  args: { path: '/checkout-confirmation' },
  parameters: handlers({ detail_basket: () => ok({ table: cardOnly() }), list_music: music }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Send Your Card' }),
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Place Order' }));
    await expect(await canvas.findByText('Place Order Failed')).toBeVisible();
    await expect(canvas.getByText(/Movie ticket: 0 left/)).toBeVisible();
  },
};
