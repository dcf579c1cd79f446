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
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space1000) var(--ug-space-space600);
  text-align: center;
`;

const Art = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--ug-sizes-thumbnail);
  height: var(--ug-sizes-thumbnail);
  border-radius: var(--ug-radii-round);
  background: var(--ug-colors-primary-subtle);
  color: var(--ug-colors-primary);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
`;

const Text = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
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
