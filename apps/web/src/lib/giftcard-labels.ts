import type { Labels } from '@ugift/giftcard-renderer';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The renderer's labels (GiftCard, GiftCardEditor) in the member's language: the renderer carries
 * only English defaults and does not depend on i18next. Its `{name}` placeholder is kept: the
 * renderer fills it with the music's name.
 */
export function useGiftCardLabels(): Labels {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      tapToOpen: t('giftCardRenderer.tapToOpen'),
      opening: t('giftCardRenderer.opening'),
      playMusic: t('giftCardRenderer.playMusic'),
      pauseMusic: t('giftCardRenderer.pauseMusic'),
      giftCard: t('giftCardRenderer.giftCard'),
      message: t('giftCardRenderer.message'),
      imageUnavailable: t('giftCardRenderer.imageUnavailable'),
      uploadPhoto: t('giftCardRenderer.uploadPhoto'),
      replace: t('giftCardRenderer.replace'),
      remove: t('giftCardRenderer.remove'),
      imageOnly: t('giftCardRenderer.imageOnly'),
      text: t('giftCardRenderer.text'),
      chooseMusic: t('giftCardRenderer.chooseMusic'),
      changeMusic: t('giftCardRenderer.changeMusic', { name: '{name}' }),
      noMusic: t('giftCardRenderer.noMusic'),
      playPreview: t('giftCardRenderer.playPreview', { name: '{name}' }),
      pausePreview: t('giftCardRenderer.pausePreview', { name: '{name}' }),
      ok: t('common.ok'),
      cancel: t('common.cancel'),
      close: t('common.close'),
    }),
    // The language is named too: the labels follow a change of language.
    [t, language],
  );
}
