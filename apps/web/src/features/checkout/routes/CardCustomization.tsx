import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { GiftCardEditor, type GiftCardEditorValue } from '@ugift/giftcard-renderer';
import { Button } from '@ugift/ui';

import { mutations, queries } from '../../../lib/api';
import { prefetchById } from '../../../lib/routing';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/language';
import { localisedName } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { useAlert } from '../../../lib/useAlert';
import { useGiftCardLabels } from '../../../lib/giftcard-labels';
import { Steps } from '../components/Steps';

/** The card being customised: the id in the query, else the basket's card. */
function useCardId(): string {
  const [params] = useSearchParams();
  const basket = useQuery({ ...queries.basket.detail(), enabled: !params.get('id') });
  return params.get('id') ?? basket.data?.table?.giftcard_id ?? '';
}

/**
 * /checkout-cardcustomization: the renderer's editor over the card (texts, photos, message,
 * music); Next Step saves it with giftcard_to_basket, photos as multipart files (step 2 of 3).
 */
export function CardCustomization() {
  const { t } = useTranslation();
  const labels = useGiftCardLabels();
  const navigate = useNavigate();
  const language = useLanguage();
  const id = useCardId();
  const card = useQuery({ ...queries.giftcards.detail(id), enabled: id !== '' && id !== '0' });
  const musics = useQuery({
    ...queries.giftcards.music({ giftcard_id: id }),
    enabled: id !== '' && id !== '0',
  });
  const value = useRef<GiftCardEditorValue | null>(null);
  const { alert, show } = useAlert();
  const save = useMutation({
    ...mutations.basket.giftcardToBasket,
    onSuccess: async (...args) => {
      await mutations.basket.giftcardToBasket.onSuccess?.(...args);
      navigate(paths.checkoutConfirmation);
    },
    onError: (error) =>
      show({ title: t('checkout.cartUpdateFailed'), message: error.message, variant: 'danger' }),
  });
  const data = card.data?.table;
  const next = () => {
    if (!data) return;
    const edited = value.current;
    save.mutate({
      giftcard_id: data.id,
      giftcard_edit_parameter: (edited?.editParameter ?? data.edit_parameter) || undefined,
      ...(edited && Object.keys(edited.files).length > 0 ? { files: edited.files } : {}),
    });
  };
  return (
    <Screen
      title={t('checkout.customisationTitle')}
      back={paths.checkoutCardSelection}
      footer={
        <Button fullWidth disabled={!data} loading={save.isPending} onClick={next}>
          {t('checkout.nextStep')}
        </Button>
      }
    >
      <Steps current={1} />
      {!data ? (
        <QueryState query={card} shape="detail">
          {() => null}
        </QueryState>
      ) : (
        <GiftCardEditor
          key={data.id}
          image={data.image}
          editParameter={data.edit_parameter}
          musics={musics.data?.table ?? []}
          title={localisedName(data, language)}
          labels={labels}
          onChange={(next) => {
            value.current = next;
          }}
        />
      )}
      {alert}
    </Screen>
  );
}

export const loader = prefetchById((id) => queries.giftcards.detail(id));

export { CardCustomization as Component };
