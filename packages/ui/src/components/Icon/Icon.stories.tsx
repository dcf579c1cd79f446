import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';

import { Icon, iconNames } from './Icon';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space400);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-xxs);
  text-align: center;
`;

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  // A docs page: the props table (TSDoc descriptions, defaults) and every story below it.
  tags: ['autodocs'],
  args: { name: 'basket' },
  // No text of its own: its pixels do not change with the language (English only).
  parameters: { chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <Grid>
      {iconNames.map((name) => (
        <div key={name}>
          <Icon name={name} />
          <div>{name}</div>
        </div>
      ))}
    </Grid>
  ),
};
