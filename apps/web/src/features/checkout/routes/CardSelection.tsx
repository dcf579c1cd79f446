import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

import type { Giftcard } from '@ugift/api-client';
import { AlertDialog, Badge, Button, ImageWithFallback } from '@ugift/ui';

import type { LoaderFactory } from '../../../app/router';
import { paths, withQuery } from '../../../config/paths';
import { deviceStorage } from '../../../lib/api';
import { isLanguage, localisedName } from '../../../lib/languages';
import { mutations, queries } from '../api';
import { Layout, QueryState } from '../components/Layout';
import { Steps } from '../components/Steps';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.space300}px;
`;

const Card = styled.button<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space100}px;
  padding: ${({ theme }) => theme.space.space100}px;
  border: ${({ theme }) => theme.sizes.focusRing}px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySubtle : theme.colors.surface};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  img {
    width: 100%;
    aspect-ratio: 686 / 460;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
`;

const Marker = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.space200}px;
  right: ${({ theme }) => theme.space.space200}px;
`;

function countryId(): string | undefined {
  return deviceStorage.get('country') || undefined;
}

const groupsOf = () => queries.giftcards.grouped({ filter_by_country_id: countryId() });

/** /checkout-cardselection: choose the card of a gift (step 1 of 3). */
export function CardSelection() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = isLanguage(i18n.language) ? i18n.language : 'eng';
  const groups = useQuery(groupsOf());
  const [selected, setSelected] = useState<Giftcard | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const toBasket = useMutation({
    ...mutations.basket.giftcardToBasket,
    onError: (error) => setFailed(error.message),
  });
  const next = async () => {
    if (!selected) return;
    await toBasket.mutateAsync({
      giftcard_id: selected.id,
      giftcard_edit_parameter: selected.edit_parameter || undefined,
    });
    navigate(withQuery(paths.checkoutCardCustomization, { id: selected.id }));
  };
  return (
    <Layout
      title={t('checkout.selectionTitle')}
      back={paths.basket}
      footer={
        <>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => navigate(paths.checkoutConfirmation)}
          >
            {t('checkout.skip')}
          </Button>
          <Button
            fullWidth
            disabled={!selected}
            loading={toBasket.isPending}
            onClick={() => void next().catch(() => {})}
          >
            {t('checkout.nextStep')}
          </Button>
        </>
      }
    >
      <Steps current={0} />
      {!groups.data ? (
        <QueryState error={groups.isError} onRetry={() => void groups.refetch()} />
      ) : (
        groups.data.map((group) => (
          <Group key={group.category_name} aria-label={group.category_name}>
            <h2>{group.category_name}</h2>
            <Grid>
              {group.giftcards.map((card) => {
                const name = localisedName(card, language);
                return (
                  <Card
                    key={card.id}
                    type="button"
                    aria-pressed={selected?.id === card.id}
                    $selected={selected?.id === card.id}
                    onClick={() => setSelected(card)}
                  >
                    <ImageWithFallback src={card.image_thumbnail || card.image} alt="" />
                    <span>{name}</span>
                    {card.is_editable === 'Yes' ? (
                      <Marker>
                        <Badge>{t('checkout.editable')}</Badge>
                      </Marker>
                    ) : null}
                  </Card>
                );
              })}
            </Grid>
          </Group>
        ))
      )}
      <AlertDialog
        open={failed !== null}
        onOpenChange={(open) => !open && setFailed(null)}
        title={t('checkout.cartUpdateFailed')}
        message={failed ?? ''}
        variant="danger"
      />
    </Layout>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async () => {
    await queryClient.ensureQueryData(groupsOf()).catch(() => null);
    return null;
  };

export { CardSelection as Component };
