import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { Giftcard } from '@ugift/api-client';
import { Badge, Button, EmptyState, ImageWithFallback, pressable } from '@ugift/ui';

import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { deviceStorage, mutations, queries } from '../../../lib/api';
import { useCountryId } from '../../../lib/device';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { ProductGrid } from '../../../lib/ProductTiles';
import { QueryState } from '../../../lib/QueryState';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { Screen } from '../../../lib/Screen';
import { GuestLoginDialog } from '../components/GuestLoginDialog';
import { useCartAlert } from '../hooks/useCartAlert';
import { cardPicture } from '../../../lib/Lists';

/** detail_giftcard of spec section 7: the card, its edit parameter and related products. */
function giftcardDetail(id: string, countryId: string) {
  return queries.giftcards.detail(id, { order_by: 'ASC', filter_by_country_id: countryId });
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id');
    await Promise.all([
      ...(id
        ? [prefetch(queryClient.ensureQueryData(giftcardDetail(id, deviceStorage.countryId())))]
        : []),
      ...(isSignedIn() ? [prefetch(queryClient.ensureQueryData(queries.basket.detail()))] : []),
    ]);
    return null;
  };

const Preview = styled.figure`
  position: relative;
  margin: 0;
  img {
    ${cardPicture}
    border-radius: var(--ug-radii-lg);
    box-shadow: var(--ug-shadows-sm);
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: var(--ug-space-space200);
    margin-top: var(--ug-space-space200);
    font-weight: var(--ug-font-weights-bold);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
  font-size: var(--ug-font-sizes-sm);
  line-height: var(--ug-line-heights-normal);
`;

const Related = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
  h2 {
    margin: 0;
    font-size: var(--ug-font-sizes-md);
  }
`;

const MoreGifts = styled(Link)`
  ${pressable}
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: var(--ug-sizes-control);
  border: var(--ug-sizes-border) solid var(--ug-colors-primary);
  border-radius: var(--ug-radii-pill);
  color: var(--ug-colors-primary);
  font-weight: var(--ug-font-weights-bold);
  text-decoration: none;
`;

function CardView({ card }: { card: Giftcard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const user = useStoredUser();
  const [loginOpen, setLoginOpen] = useState(false);
  const { alert, cartFailed } = useCartAlert();
  const toBasket = useMutation(mutations.basket.giftcardToBasket);
  const orderStatus = useMutation(mutations.basket.updateOrderStatus);
  const name = localisedName(card, language);
  const related = card.related_products ?? [];

  // Spec section 2: the card being looked at is remembered (gid) and goes with the next product.
  useEffect(() => {
    deviceStorage.set('gid', card.id);
  }, [card.id]);

  /**
   * Spec section 4: the card goes into the basket; an order of the card alone is a gift and goes
   * to card selection, a basket with products goes to the basket.
   */
  const onSend = async () => {
    if (!user) {
      setLoginOpen(true);
      return;
    }
    try {
      const before = await queryClient.fetchQuery(queries.basket.detail());
      if (before.table?.giftcard_id !== card.id) {
        await toBasket.mutateAsync({ giftcard_id: card.id });
      }
      if ((before.table?.products.length ?? 0) === 0) {
        await orderStatus.mutateAsync({ order_status: 'gift' });
        navigate(paths.checkoutCardSelection);
      } else {
        navigate(paths.basket);
      }
    } catch (error) {
      cartFailed(error);
    }
  };

  return (
    <Screen
      basket
      stackFooter
      title={t('product.customiseTitle')}
      footer={
        <Button
          fullWidth
          loading={toBasket.isPending || orderStatus.isPending}
          onClick={() => void onSend()}
        >
          {t('product.sendCard')}
        </Button>
      }
    >
      <Preview>
        <ImageWithFallback src={card.image} alt={name} />
        <figcaption>
          {name}
          {card.is_editable === 'Yes' ? <Badge>{t('product.editable')}</Badge> : null}
        </figcaption>
      </Preview>
      <Note>{t('product.sendNote')}</Note>
      {related.length ? (
        <Related aria-labelledby="related-products">
          <h2 id="related-products">{t('product.relatedProducts')}</h2>
          <ProductGrid products={related} />
        </Related>
      ) : null}
      <MoreGifts to={paths.categories}>{t('product.addMoreGifts')}</MoreGifts>
      <GuestLoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
      {alert}
    </Screen>
  );
}

/** /gift-card-product?id={id}: 'Customise a Gift Card', the card, 'Send a card', related gifts. */
export function GiftCardProduct() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const countryId = useCountryId();
  const card = useQuery({ ...giftcardDetail(id || '0', countryId), enabled: id !== '' });

  if (!id) {
    return (
      <Screen basket title={t('product.customiseTitle')}>
        <EmptyState icon="gift" title={t('product.cardNotFound')} />
      </Screen>
    );
  }
  if (!card.data) {
    return (
      <Screen basket title={t('product.customiseTitle')}>
        <QueryState query={card} shape="detail">
          {() => null}
        </QueryState>
      </Screen>
    );
  }
  return <CardView key={card.data.table.id} card={card.data.table} />;
}

export { GiftCardProduct as Component };
