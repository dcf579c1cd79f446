import type { ReactNode } from 'react';
import { useTheme, styled } from 'styled-components';

import { useUiText } from '../../i18n/useUiText';
import { Icon, type IconName } from '../Icon/Icon';

export interface EmptyStateProps {
  /** Main text, e.g. 'Your wallet is empty' (default from i18n 'empty.title'). */
  title?: ReactNode;
  /** Secondary text. */
  description?: ReactNode;
  /** Icon shown above (default 'empty'); ignored when `image` is given. */
  icon?: IconName;
  /** Custom picture instead of the icon. */
  image?: ReactNode;
  /** Action under the text, e.g. a 'Shop Now' Button. */
  action?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space1000}px ${({ theme }) => theme.space.space600}px;
  text-align: center;
`;

const Art = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.thumbnail}px;
  height: ${({ theme }) => theme.sizes.thumbnail}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A centred message for empty lists and results, with an optional action. */
export function EmptyState({ title, description, icon = 'empty', image, action }: EmptyStateProps) {
  const { t } = useUiText();
  const theme = useTheme();
  return (
    <Root>
      {image ?? (
        <Art aria-hidden="true">
          <Icon name={icon} size={theme.sizes.emptyIcon} />
        </Art>
      )}
      <Title>{title ?? t('empty.title')}</Title>
      {description ? <Text>{description}</Text> : null}
      {action}
    </Root>
  );
}
