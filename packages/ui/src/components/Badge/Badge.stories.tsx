import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';

import { Badge } from './Badge';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space200);
  padding: var(--ug-space-space400);
`;

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { children: 'Editable' },
  decorators: [
    (Story) => (
      <Row>
        <Story />
      </Row>
    ),
  ],
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Solid: Story = { args: { solid: true, children: '3' } };
/** Every variant, subtle and solid. */
export const All: Story = {
  render: () => (
    <>
      {(['primary', 'danger', 'success', 'warning', 'neutral'] as const).map((variant) => (
        <Badge key={variant} variant={variant}>
          {variant}
        </Badge>
      ))}
      {(['primary', 'danger', 'success', 'warning', 'neutral'] as const).map((variant) => (
        <Badge key={`${variant}-solid`} variant={variant} solid>
          {variant}
        </Badge>
      ))}
    </>
  ),
};
