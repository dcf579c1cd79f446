import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import type { ProductDetail } from '@ugift/api-client';
import { Modal } from '@ugift/ui';

import { CardList } from '../../../lib/Lists';
import { localisedField, type Language } from '../../../lib/languages';
import { sanitizeHtml } from '../../../lib/sanitize-html';

/** The product's texts from the server, sanitised (description, how to redeem, terms). */
export const Html = styled.div`
  line-height: var(--ug-line-heights-normal);
  p,
  ul,
  ol {
    margin: 0 0 var(--ug-space-space200);
  }
`;

const Outlets = styled(CardList)`
  p {
    margin: var(--ug-space-space100) 0 0;
    color: var(--ug-colors-text-muted);
  }
`;

/** Which of the product's three texts is open. */
export type Sheet = 'howto' | 'outlets' | 'terms';

/** How to redeem, the outlets or the terms, in one modal. */
export function InfoModal({
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
