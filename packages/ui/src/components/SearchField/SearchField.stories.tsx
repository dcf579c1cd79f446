import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';

import { SearchField } from './SearchField';
import { uiText } from '../../stories/text';

const Pad = styled.div`
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/SearchField',
  component: SearchField,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { onChange: fn(), onSubmit: fn(), onClear: fn(), placeholder: 'Search all products' },
  decorators: [
    (Story) => (
      <Pad>
        <Story />
      </Pad>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search all products' });
    await userEvent.type(input, 'coffee{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('coffee');
    await userEvent.click(canvas.getByRole('button', { name: uiText('search.clear') }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};
export const WithValue: Story = { args: { defaultValue: 'Starbucks' } };
export const Disabled: Story = { args: { disabled: true } };
