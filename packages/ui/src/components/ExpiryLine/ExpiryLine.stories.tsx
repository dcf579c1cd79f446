import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';

import { fixedNow } from '../../stories/fixtures';
import { ExpiryLine } from './ExpiryLine';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/ExpiryLine',
  component: ExpiryLine,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { expiry: '2026-06-30 23:59:59', now: fixedNow },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof ExpiryLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid: 'Redeem Before' in green. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(uiText('expiry.redeemBefore'))),
    ).toBeVisible();
  },
};
/** Passed: 'Expired on' in red. */
export const Expired: Story = {
  args: { expiry: '2026-02-01 00:00:00' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(new RegExp(uiText('expiry.expiredOn'))),
    ).toBeVisible();
  },
};
export const Used: Story = { args: { usedOn: '2026-03-02 10:15:00' } };
