import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';

import { colors } from './theme';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: var(--ug-space-space200);
  padding: var(--ug-space-space400);
`;

const Swatch = styled.div<{ $color: string }>`
  height: var(--ug-sizes-control);
  border-radius: var(--ug-radii-md);
  border: var(--ug-sizes-border) solid var(--ug-colors-border);
  background: ${({ $color }) => $color};
`;

const Name = styled.p`
  margin: var(--ug-space-space100) 0 0;
  font-size: var(--ug-font-sizes-xs);
  color: var(--ug-colors-text-muted);
  word-break: break-all;
`;

const Type = styled.div`
  padding: var(--ug-space-space400);
  background: var(--ug-colors-surface);
`;

const Sample = styled.p<{ $size: number; $bold?: boolean }>`
  margin: 0 0 var(--ug-space-space200);
  font-size: ${({ $size }) => $size / 16}rem;
  font-weight: ${({ $bold, theme }) => ($bold ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

function Palette() {
  return (
    <Grid>
      {Object.entries(colors).map(([name, value]) => (
        <div key={name}>
          <Swatch
            $color={`var(--ug-colors-${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()})`}
          />
          <Name>{name}</Name>
          <Name>{value}</Name>
        </div>
      ))}
    </Grid>
  );
}

function Typography() {
  return (
    <Type>
      <Sample $size={24} $bold>
        Send a Gift Card
      </Sample>
      <Sample $size={17}>送一张礼品卡 · 欢迎，请登录后继续</Sample>
      <Sample $size={17}>ギフトカードを贈る・ようこそ、続けるにはログインしてください</Sample>
      <Sample $size={15}>The quick brown fox jumps over the lazy dog 0123456789 $ ¥ €</Sample>
      <Sample $size={13} $bold>
        兑换截止 利用期限 Redeem Before
      </Sample>
    </Type>
  );
}

const meta = {
  title: 'Kit/Theme',
  // The tokens have no text that changes with the language: English only.
  parameters: {
    layout: 'fullscreen',
    chromatic: { modes: { cn: { disable: true }, jp: { disable: true } } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every semantic colour, drawn from the CSS variables GlobalStyle emits. */
export const Colours: Story = { render: () => <Palette /> };

/** The shipped Noto Sans subset in Latin, Chinese and Japanese, both weights. */
export const Fonts: Story = { render: () => <Typography /> };
