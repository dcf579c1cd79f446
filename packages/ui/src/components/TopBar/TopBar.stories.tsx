import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RoundFlag } from '../CountryCodeSelect/CountryCodeSelect';
import { Icon } from '../Icon/Icon';
import { flagUrl } from '../../stories/fixtures';
import { palette } from '../../theme/tokens';
import { IconButton, TopBar } from './TopBar';
import { uiText } from '../../stories/text';

const meta = {
  title: 'Kit/TopBar',
  component: TopBar,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { title: 'Cart', onBack: fn(), onBasketClick: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blue bar with a back arrow and a title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: uiText('topBar.back') }),
    );
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** The basket badge shows the count. */
export const WithBasket: Story = {
  args: { title: 'Categories', basketCount: 3 },
  play: async ({ canvasElement, args }) => {
    const basket = within(canvasElement).getByRole('button', {
      name: uiText('topBar.basketCount', { count: 3 }),
    });
    await expect(basket).toHaveTextContent('3');
    await userEvent.click(basket);
    await expect(args.onBasketClick).toHaveBeenCalled();
  },
};

/** At 0 (or for guests) the badge hides. */
export const BasketEmpty: Story = {
  args: { title: 'Profile', onBack: undefined, basketCount: 0 },
  play: async ({ canvasElement }) => {
    const basket = within(canvasElement).getByRole('button', { name: uiText('topBar.basket') });
    await expect(basket).toHaveTextContent(uiText('topBar.basket'));
  },
};
export const ManyItems: Story = { args: { basketCount: 120 } };

/** Home: country picker (round flag) leading, basket trailing, no title. */
export const Home: Story = {
  args: {
    title: undefined,
    onBack: undefined,
    basketCount: 2,
    leading: (
      <IconButton type="button" aria-label="Choose Location: Singapore">
        <RoundFlag src={flagUrl(palette.red600)} iso="SG" />
      </IconButton>
    ),
  },
};
export const TrailingActions: Story = {
  args: {
    title: 'Voucher details',
    actions: (
      <IconButton type="button" aria-label="Refresh">
        <Icon name="sort" />
      </IconButton>
    ),
  },
};
export const Surface: Story = { args: { variant: 'surface', title: 'Send a gift card' } };
export const LongTitle: Story = {
  args: { title: 'Starbucks Coffee e-Voucher worth SGD 50 for any drink', basketCount: 1 },
};
/** A long CJK title (no spaces to break at) next to the actions: content, in any language. */
export const LongCjkTitle: Story = {
  args: {
    title: 'スターバックス コーヒー e ギフト券 50 シンガポールドル分 全ドリンク対象',
    basketCount: 4,
  },
};
