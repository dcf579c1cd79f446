import type { ApiError } from '@ugift/api-client';
import { useTranslation } from 'react-i18next';

import { useAlert } from '../../../lib/useAlert';

/** 'Cart Update Failed' with the server's message, for the product pages' cart buttons. */
export function useCartAlert() {
  const { t } = useTranslation();
  const { alert, show } = useAlert();
  const cartFailed = (error: unknown) =>
    show({
      title: t('product.cartUpdateFailed'),
      message: (error as ApiError).message,
      variant: 'danger',
    });
  return { alert, cartFailed };
}
