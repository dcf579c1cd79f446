import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { BasketProduct } from '@ugift/api-client';
import {
  hitArea,
  Icon,
  IconButton,
  ImageWithFallback,
  pressable,
  VisuallyHiddenText,
} from '@ugift/ui';

import { links } from '../../../config/paths';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { formatMoney } from '../../../lib/money';
import { ItemName, ItemNote, Thumb } from '../../../lib/Lists';

const Row = styled.li`
  display: grid;
  grid-template-columns: var(--ug-sizes-thumbnail) 1fr auto;
  gap: var(--ug-space-space300);
  align-items: start;
  padding: var(--ug-space-space300) 0;
  border-bottom: var(--ug-sizes-border) solid var(--ug-colors-border-subtle);
  &:last-child {
    border-bottom: 0;
  }
`;

const Discount = styled.p`
  margin: 0;
  color: var(--ug-colors-success);
  font-size: var(--ug-font-sizes-sm);
`;

const EditLink = styled(Link)`
  ${hitArea}
  ${pressable}
  color: var(--ug-colors-primary);
  font-size: var(--ug-font-sizes-sm);
`;

export interface BasketLineProps {
  product: BasketProduct;
  /** Without it the line is read-only (no Edit, no delete). */
  onRemove?: (product: BasketProduct) => void;
  removing?: boolean;
}

/** One basket line: image, name, Qty, amount, the campaign message, Edit and delete. */
export function BasketLine({ product, onRemove, removing }: BasketLineProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = localisedName(product, language);
  return (
    <Row>
      <Thumb>
        <ImageWithFallback src={product.image} alt={name} />
      </Thumb>
      <div>
        <ItemName>{name}</ItemName>
        <ItemNote>{t('basket.qty', { count: product.quantity })}</ItemNote>
        <ItemNote>{formatMoney(product.currency_code, product.amount)}</ItemNote>
        {product.campaign_info?.discount_mode ? (
          <Discount>{product.campaign_info.discount_message}</Discount>
        ) : null}
        {onRemove ? (
          <EditLink to={links.productDetails(product.product_id)}>
            {t('basket.edit')}
            <VisuallyHiddenText> {name}</VisuallyHiddenText>
          </EditLink>
        ) : null}
      </div>
      {onRemove ? (
        <IconButton
          type="button"
          aria-label={t('basket.remove', { name })}
          disabled={removing}
          onClick={() => onRemove(product)}
        >
          <Icon name="close" />
        </IconButton>
      ) : null}
    </Row>
  );
}
