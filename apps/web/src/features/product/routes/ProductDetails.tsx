import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { ApiError, BasketProduct, ProductDetail } from '@ugift/api-client';
import {
  AlertDialog,
  Button,
  Carousel,
  EmptyState,
  Icon,
  ImageWithFallback,
  Modal,
  PriceTag,
  QuantityStepper,
  Skeleton,
  formatPrice,
  useToast,
} from '@ugift/ui';

import { prefetch, searchParam, type LoaderFactory } from '../../../lib/routing';
import { links, paths } from '../../../config/paths';
import { deviceStorage, mutations, queries } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { localisedField, type Language } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { isSignedIn, useStoredUser } from '../../../lib/session';
import { GuestLoginDialog, Screen } from '../components/Screen';
import { cartAction, lineTotal, maxQuantity, shownQuantity } from '../lib/quantity';

/** The product and (for a member) the basket load together, so the button reads right at once. */
export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id');
    await Promise.all([
      ...(id ? [prefetch(queryClient.ensureQueryData(queries.products.detail(id)))] : []),
      ...(isSignedIn() ? [prefetch(queryClient.ensureQueryData(queries.basket.detail()))] : []),
    ]);
    return null;
  };

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const CampaignRow = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300}px;
  padding: ${({ theme }) => theme.space.space300}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  span {
    flex: 1;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
`;

const Html = styled.div`
  line-height: ${({ theme }) => theme.lineHeights.normal};
  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space.space200}px;
  }
`;

const InfoButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space200}px;
`;

const Outlets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300}px;
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: ${({ theme }) => theme.space.space100}px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space300}px;
`;

const Total = styled.p`
  margin: 0;
  text-align: end;
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

type Sheet = 'howto' | 'outlets' | 'terms';

function InfoModal({
  sheet,
  product,
  language,
  onClose,
}: {
  sheet: Sheet | null;
  product: ProductDetail;
  language: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title =
    sheet === 'howto'
      ? t('product.howToRedeem')
      : sheet === 'outlets'
        ? t('product.availableOutlet')
        : t('common.termsAndConditions');
  const html = (field: 'redeem_howto' | 'terms_and_conditions') => (
    <Html
      dangerouslySetInnerHTML={{
        __html: sanitizeHtml(localisedField(product.multiple_languages, field, language)),
      }}
    />
  );
  return (
    <Modal.Root open={sheet !== null} onOpenChange={(open) => !open && onClose()}>
      <Modal.Content title={title}>
        <Modal.Body>
          {sheet === 'howto' ? html('redeem_howto') : null}
          {sheet === 'terms' ? html('terms_and_conditions') : null}
          {sheet === 'outlets' ? (
            product.applicable_outlets.length === 0 ? (
              <p>{t('product.noOutlets')}</p>
            ) : (
              <Outlets>
                {product.applicable_outlets.map((outlet, index) => (
                  <li key={`${outlet.outlet_name}-${index}`}>
                    <strong>{outlet.outlet_name}</strong>
                    <p>{outlet.address}</p>
                    {outlet.outlet_telno ? <p>{outlet.outlet_telno}</p> : null}
                    {outlet.email ? <p>{outlet.email}</p> : null}
                  </li>
                ))}
              </Outlets>
            )
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function ProductView({
  product,
  line,
  basketGiftcardId,
}: {
  product: ProductDetail;
  line: BasketProduct | undefined;
  basketGiftcardId: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const language = useLanguage();
  const user = useStoredUser();
  const [chosen, setChosen] = useState<number | null>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const productToBasket = useMutation(mutations.basket.productToBasket);
  const giftcardToBasket = useMutation(mutations.basket.giftcardToBasket);

  const name = localisedField(product.multiple_languages, 'name', language);
  const currency = product.currency_code ?? deviceStorage.get('currency') ?? '';
  const quantity = shownQuantity(chosen, line?.quantity ?? null, product.stock);
  const action = cartAction(product.stock, line !== undefined);
  const images = product.product_images.length
    ? product.product_images.map((item) => item.image)
    : [product.image];
  const campaign = product.campaign_info;
  const campaignId = campaign?.campaign_id && campaign.campaign_id !== '0' ? campaign : null;
  const busy = productToBasket.isPending || giftcardToBasket.isPending;

  const onCart = async () => {
    if (!user) {
      setLoginOpen(true);
      return;
    }
    try {
      await productToBasket.mutateAsync({ product_id: product.id, quantity });
      // Spec section 4: the gift card chosen earlier (gid) goes into the basket with the product.
      const gid = deviceStorage.get('gid');
      if (gid && gid !== '0' && gid !== basketGiftcardId) {
        await giftcardToBasket.mutateAsync({ giftcard_id: gid });
      }
      toast.show(t(action === 'update' ? 'product.cartUpdated' : 'product.addedToCart'), {
        variant: 'success',
      });
      navigate(paths.basket);
    } catch (error) {
      setFailed((error as ApiError).message);
    }
  };

  return (
    <Screen
      title={t('product.detailsTitle')}
      footer={
        <>
          <BarRow>
            <QuantityStepper
              value={quantity}
              min={1}
              max={Math.max(1, maxQuantity(product.stock))}
              disabled={action === 'outOfStock'}
              label={t('product.quantity')}
              onChange={setChosen}
            />
            <Total aria-live="polite">
              <span>{t('product.total')}</span>
              <strong>
                {formatPrice(lineTotal(product.discounted_price, quantity), currency)}
              </strong>
            </Total>
          </BarRow>
          <Button
            fullWidth
            disabled={action === 'outOfStock'}
            loading={busy}
            onClick={() => void onCart()}
          >
            {action === 'outOfStock'
              ? t('product.outOfStock')
              : action === 'update'
                ? t('product.updateCart')
                : t('product.addToCart')}
          </Button>
        </>
      }
    >
      <Carousel
        label={name}
        autoPlay={false}
        aspectRatio="4 / 3"
        slides={images.map((src, index) => (
          <ImageWithFallback
            key={`${src}-${index}`}
            src={src}
            alt={images.length > 1 ? `${name} (${index + 1}/${images.length})` : name}
          />
        ))}
      />
      <Title>{name}</Title>
      <PriceTag
        size="lg"
        amount={product.discounted_price}
        originalAmount={product.original_price}
        currency={currency}
      />
      {campaignId ? (
        <CampaignRow to={links.campaign(campaignId.campaign_id)}>
          <span>
            <strong>{t('product.campaign')}</strong>
            {campaignId.discount_message}
          </span>
          <Icon name="chevronRight" size="small" />
        </CampaignRow>
      ) : null}
      <Html
        aria-label={t('product.description')}
        role="region"
        dangerouslySetInnerHTML={{
          __html: sanitizeHtml(localisedField(product.multiple_languages, 'description', language)),
        }}
      />
      <InfoButtons>
        <Button variant="secondary" size="sm" onClick={() => setSheet('howto')}>
          {t('product.howToRedeem')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setSheet('outlets')}>
          {t('product.availableOutlet')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setSheet('terms')}>
          {t('common.termsAndConditions')}
        </Button>
      </InfoButtons>
      <InfoModal
        sheet={sheet}
        product={product}
        language={language}
        onClose={() => setSheet(null)}
      />
      <GuestLoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
      <AlertDialog
        open={failed !== null}
        onOpenChange={(open) => !open && setFailed(null)}
        title={t('product.cartUpdateFailed')}
        message={failed ?? undefined}
        variant="danger"
      />
    </Screen>
  );
}

/** /product-details?id={id}: images, name, price, campaign, texts, quantity and the cart button. */
export function ProductDetails() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const user = useStoredUser();
  const product = useQuery({ ...queries.products.detail(id || '0'), enabled: id !== '' });
  const basket = useQuery({ ...queries.basket.detail(), enabled: user !== null });

  if (!id) {
    return (
      <Screen title={t('product.detailsTitle')}>
        <EmptyState icon="empty" title={t('product.notFound')} />
      </Screen>
    );
  }
  // A member's button depends on the basket: wait for it (the loader has asked for it already).
  if (user && basket.isPending) {
    return (
      <Screen title={t('product.detailsTitle')}>
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={6} />
        </div>
      </Screen>
    );
  }
  if (!product.data) {
    return (
      <Screen title={t('product.detailsTitle')}>
        <QueryState query={product} loading={<Skeleton lines={6} />}>
          {() => null}
        </QueryState>
      </Screen>
    );
  }
  const table = product.data.table;
  const basketTable = basket.data?.table ?? null;
  return (
    <ProductView
      // A new product starts from its own quantity.
      key={table.id}
      product={table}
      line={basketTable?.products.find((item) => item.product_id === table.id)}
      basketGiftcardId={basketTable?.giftcard_id}
    />
  );
}

export { ProductDetails as Component };
