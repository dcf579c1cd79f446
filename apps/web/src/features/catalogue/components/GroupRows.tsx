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
  gap: ${({ theme }) => theme.space.space300}px;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control}px;
  padding: ${({ theme }) => theme.space.space300}px ${({ theme }) => theme.space.space400}px;
  border-bottom: ${({ theme }) => theme.sizes.border}px solid
    ${({ theme }) => theme.colors.borderSubtle};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  img {
    flex: none;
    width: ${({ theme }) => theme.sizes.control}px;
    height: ${({ theme }) => theme.sizes.control}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    object-fit: cover;
  }

  span {
    flex: 1;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
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
