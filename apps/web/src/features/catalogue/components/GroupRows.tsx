import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { Category } from '@ugift/api-client';
import { EmptyState, Icon, ImageWithFallback, pressable } from '@ugift/ui';

import { links, type ListType } from '../../../config/paths';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)`
  ${pressable}
  display: flex;
  gap: var(--ug-space-space300);
  align-items: center;
  min-height: var(--ug-sizes-control);
  padding: var(--ug-space-space300) var(--ug-space-space400);
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  color: var(--ug-colors-text);
  text-decoration: none;

  img {
    flex: none;
    width: var(--ug-sizes-control);
    height: var(--ug-sizes-control);
    border-radius: var(--ug-radii-md);
    object-fit: cover;
  }

  span {
    flex: 1;
    font-weight: var(--ug-font-weights-bold);
  }
`;

/** Categories or brands, each a row to its product list. */
export function GroupRows({ groups, type }: { groups: Category[]; type: ListType }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!groups.length) {
    return (
      <EmptyState
        title={type === 'list_category' ? t('catalogue.noCategories') : t('catalogue.noBrands')}
      />
    );
  }
  return (
    <Rows>
      {groups.map((group) => (
        <li key={group.id}>
          <Row to={links.products(group.id, type)}>
            <ImageWithFallback src={group.image} alt="" />
            <span>{localisedName(group, language)}</span>
            <Icon name="chevronRight" />
          </Row>
        </li>
      ))}
    </Rows>
  );
}
