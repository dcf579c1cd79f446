import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

import type { BasketProduct, ProductDetail } from '@ugift/api-client';
import {
  Button,
  Carousel,
  Icon,
  ImageWithFallback,
  PriceTag,
  QuantityStepper,
  formatPrice,
  useToast,
  pressable,
} from '@ugift/ui';

import { links, paths } from '../../../config/paths';
import { deviceStorage, mutations } from '../../../lib/api';
import { useLanguage } from '../../../lib/language';
import { localisedField } from '../../../lib/languages';
import { useSafeHtml } from '../../../lib/sanitize-html';
import { useStoredUser } from '../../../lib/session';
import { cartAction, lineTotal, maxQuantity, shownQuantity } from '../lib/quantity';
import { useCartAlert } from '../hooks/useCartAlert';
import { Html, InfoModal, type Sheet } from './InfoModal';
import { Screen } from '../../../lib/Screen';
import { CarouselStill } from '../../../lib/CarouselStill';
import { Later } from '../../../lib/Later';
import { GuestLoginDialog } from './GuestLoginDialog';

/**
 * A product picture shown whole: the carousel crops to fill its 4:3 slide, which cut the bow and
 * the label off square product art; contained, any picture keeps its shape on a muted ground.
 * (&& outranks the slide's own img rule.)
 */
const WholePicture = styled.div`
  height: 100%;
  background: var(--ug-colors-surface-muted);
  && img {
    object-fit: contain;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-xl);
  line-height: var(--ug-line-heights-tight);
`;

const CampaignRow = styled(Link)`
  ${pressable}
  display: flex;
  align-items: center;
  gap: var(--ug-space-space300);
  padding: var(--ug-space-space300);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-primary-subtle);
  color: var(--ug-colors-text);
  text-decoration: none;
  span {
    flex: 1;
  }
  strong {
    display: block;
    color: var(--ug-colors-primary);
    font-size: var(--ug-font-sizes-sm);
  }
`;

const InfoButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space200);
`;

const BarRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ug-space-space300);
`;

const Total = styled.p`
  margin: 0;
  text-align: end;
  span {
    display: block;
    color: var(--ug-colors-text-muted);
    font-size: var(--ug-font-sizes-sm);
  }
  strong {
    font-size: var(--ug-font-sizes-lg);
  }
`;

/**
 * The product's description, sanitised where it is drawn: inside a `<Later>` the sanitising
 * (DOMPurify parsing the HTML) moves to the later task with it, which it would not if the parent
 * sanitised it for the JSX it hands to `<Later>`.
 */
function Description({ html, label }: { html: string; label: string }) {
  return (
    <Html
      aria-label={label}
      role="region"
      dangerouslySetInnerHTML={{ __html: useSafeHtml(html) }}
    />
  );
}

/** A product's page: images, name, price, campaign, texts, and the quantity and cart bar. */
export function ProductView({
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
  const { alert, cartFailed } = useCartAlert();
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
      // It stays until dismissed (its × button): gone after 3 s, many could not read it.
      toast.show(t(action === 'update' ? 'product.cartUpdated' : 'product.addedToCart'), {
        variant: 'success',
        duration: 0,
      });
      navigate(paths.basket);
    } catch (error) {
      cartFailed(error);
    }
  };

  return (
    <Screen
      basket
      stackFooter
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
      {/* On a first visit the carousel comes a task after the page's frame, its first picture
          standing in for it meanwhile, where the shell had drawn it. */}
      <Later fallback={<CarouselStill $ratio="4 / 3" $fit="contain" src={images[0]} alt={name} />}>
        <Carousel
          label={name}
          autoPlay={false}
          aspectRatio="4 / 3"
          slides={images.map((src, index) => (
            <WholePicture key={`${src}-${index}`} data-testid="product-picture">
              <ImageWithFallback
                src={src}
                alt={images.length > 1 ? `${name} (${index + 1}/${images.length})` : name}
              />
            </WholePicture>
          ))}
        />
      </Later>
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
      {/* On a first visit the description (sanitised HTML) and the buttons below it come in a
          task after the picture, name and price; nothing shown above them moves. */}
      <Later>
        <Description
          label={t('product.description')}
          html={localisedField(product.multiple_languages, 'description', language)}
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
      </Later>
      <InfoModal
        sheet={sheet}
        product={product}
        language={language}
        onClose={() => setSheet(null)}
      />
      <GuestLoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
      {alert}
    </Screen>
  );
}
