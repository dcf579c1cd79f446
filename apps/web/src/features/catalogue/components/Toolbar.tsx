import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, Icon } from '@ugift/ui';

const Bar = styled.div`
  display: flex;
  gap: var(--ug-space-space200);
  align-items: center;
`;

const Grow = styled.span`
  flex: 1;
`;

export interface ToolbarProps {
  /** Filters chosen, shown as 'Filter (n)'; leave out where the screen has no filter. */
  filterCount?: number;
  onFilter?: () => void;
  onSort: () => void;
  /** Shows Reset when given. */
  onReset?: () => void;
  resetDisabled?: boolean;
}

/** Filter, Sort and Reset above a list. */
export function Toolbar({ filterCount, onFilter, onSort, onReset, resetDisabled }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      {onFilter ? (
        <Button variant="secondary" size="sm" icon={<Icon name="filter" />} onClick={onFilter}>
          {filterCount ? t('catalogue.filterCount', { count: filterCount }) : t('catalogue.filter')}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" icon={<Icon name="sort" />} onClick={onSort}>
        {t('catalogue.sort')}
      </Button>
      <Grow />
      {onReset ? (
        <Button variant="link" size="sm" onClick={onReset} disabled={resetDisabled}>
          {t('catalogue.reset')}
        </Button>
      ) : null}
    </Bar>
  );
}
