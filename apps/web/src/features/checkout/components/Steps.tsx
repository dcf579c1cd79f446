import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const List = styled.ol`
  display: flex;
  gap: var(--ug-space-space200);
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li<{ $current: boolean; $done: boolean }>`
  flex: 1;
  padding-top: var(--ug-space-space200);
  border-top: calc(var(--ug-sizes-focus-ring) * 2) solid
    ${({ theme, $current, $done }) =>
      $current || $done ? theme.colors.primary : theme.colors.borderSubtle};
  color: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.textMuted)};
  font-size: var(--ug-font-sizes-sm);
  font-weight: ${({ theme, $current }) =>
    $current ? theme.fontWeights.bold : theme.fontWeights.regular};
  text-align: center;
`;

const STEPS = ['checkout.steps.selection', 'checkout.steps.customisation', 'checkout.steps.order'];

/** The three-step header: Card Selection, Customisation, Order (spec section 2). */
export function Steps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('checkout.steps.label')}>
      {STEPS.map((key, index) => (
        <Step
          key={key}
          $current={index === current}
          $done={index < current}
          aria-current={index === current ? 'step' : undefined}
        >
          {t(key)}
        </Step>
      ))}
    </List>
  );
}
