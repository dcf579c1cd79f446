import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import type { Evoucher, Outlet } from '@ugift/api-client';
import {
  Button,
  ConfirmDialog,
  ExpiryLine,
  Icon,
  IconButton,
  Modal,
  ModalBody,
  VoucherCodeDisplay,
} from '@ugift/ui';

import { mutations } from '../../../lib/api';
import { isNetworkFailure, queueUse, walletDetail } from '../../../lib/offline-wallet';
import { OfflineNotice } from '../../../lib/OfflineNotice';
import { searchParam, prefetch, type LoaderFactory } from '../../../lib/routing';
import { CardList } from '../../../lib/Lists';
import { dayjs, formatDate, formatDateTime, parseDate } from '../../../lib/dayjs';
import { useLanguage } from '../../../lib/language';
import { useMemberZone } from '../../../lib/member-zone';
import { localisedName } from '../../../lib/languages';
import { QueryState } from '../../../lib/QueryState';
import { Screen } from '../../../lib/Screen';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { Section } from '../../../lib/Summary';
import { useAlert } from '../../../lib/useAlert';
import { OfflineBanner } from '../components/OfflineBanner';
import { isExpired, isUsed, usableFirst } from '../lib/vouchers';

const Name = styled.h2`
  margin: 0;
  font-size: var(--ug-font-sizes-md);
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ug-space-space200);
`;

const Html = styled.div`
  line-height: var(--ug-line-heights-normal);
  a {
    color: var(--ug-colors-primary);
  }
`;

const Outlets = styled(CardList)`
  p {
    margin: 0;
  }
`;

/**
 * A used voucher's code cannot be scanned again by mistake: blurred and greyed under a 'Used'
 * mark (the code stays in the page for the shopper's records).
 */
const UsedCode = styled.div`
  position: relative;
  > :first-child {
    filter: blur(6px) grayscale(1);
    opacity: 0.35;
    user-select: none;
  }
`;

const UsedMark = styled.p`
  position: absolute;
  inset: 50% auto auto 50%;
  transform: translate(-50%, -50%) rotate(-8deg);
  margin: 0;
  padding: var(--ug-space-space200) var(--ug-space-space400);
  border: calc(var(--ug-sizes-border) * 2) solid var(--ug-colors-text);
  border-radius: var(--ug-radii-md);
  background: var(--ug-colors-surface);
  color: var(--ug-colors-text);
  font-size: var(--ug-font-sizes-lg);
  font-weight: var(--ug-font-weights-bold);
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

type Sheet = 'outlets' | 'howto' | 'terms' | null;

function OutletList({ outlets }: { outlets: readonly Outlet[] }) {
  const { t } = useTranslation();
  if (outlets.length === 0) return <p>{t('wallet.noOutlets')}</p>;
  return (
    <Outlets>
      {outlets.map((outlet, index) => (
        <li key={index}>
          <p>
            <strong>{outlet.outlet_name}</strong>
          </p>
          <p>{outlet.address}</p>
          {outlet.outlet_telno ? <p>{outlet.outlet_telno}</p> : null}
          {outlet.email ? <p>{outlet.email}</p> : null}
        </li>
      ))}
    </Outlets>
  );
}

function VoucherCard({
  voucher,
  now,
  queued,
  onOpen,
  onMarkUsed,
}: {
  voucher: Evoucher;
  now: Date;
  /** Its 'Mark as used' waits on the device for the network. */
  queued: boolean;
  onOpen: (sheet: Sheet) => void;
  onMarkUsed: (voucher: Evoucher) => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useMemberZone();
  const expired = isExpired(voucher, now);
  const used = isUsed(voucher);
  return (
    <Section aria-label={voucher.name}>
      <Name>{voucher.name}</Name>
      {used && !expired ? (
        <UsedCode data-testid="used-code">
          <div inert>
            <VoucherCodeDisplay
              code={voucher.evoucher_code}
              codeType={voucher.evoucher_code_type}
            />
          </div>
          <UsedMark>{t('wallet.usedMark')}</UsedMark>
        </UsedCode>
      ) : (
        <VoucherCodeDisplay
          code={voucher.evoucher_code}
          codeType={voucher.evoucher_code_type}
          expired={expired}
        />
      )}
      <ExpiryLine
        expiry={parseDate(voucher.expiry_date)?.endOf('day').toDate() ?? ''}
        now={now}
        expiredLabel={t('wallet.expiredOnTitle')}
        activeLabel={t('wallet.redeemBefore')}
      />
      <Row>
        <Button variant="secondary" size="sm" onClick={() => onOpen('outlets')}>
          {t('wallet.availableOutlets')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onOpen('howto')}>
          {t('wallet.howToRedeem')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onOpen('terms')}>
          {t('common.termsAndConditions')}
        </Button>
      </Row>
      {used ? (
        <Button fullWidth disabled>
          {voucher.used_outlet
            ? // Redeemed at an outlet through the merchant api: where, and the time.
              t('wallet.usedAt', {
                outlet: voucher.used_outlet,
                date: formatDateTime(voucher.mark_used_date, i18n.language, zone),
              })
            : t('wallet.used', { date: formatDate(voucher.mark_used_date, i18n.language, zone) })}
        </Button>
      ) : queued ? (
        <Button fullWidth disabled>
          {t('pwa.markPending')}
        </Button>
      ) : expired ? null : (
        // Irreversible, so not the filled primary action: outlined, behind its confirmation.
        <Button variant="secondary" fullWidth onClick={() => onMarkUsed(voucher)}>
          {t('wallet.markAsUsed')}
        </Button>
      )}
    </Section>
  );
}

/** /voucher-details?id={order_product_id}: each voucher's code, outlets, use and terms. */
export function VoucherDetails({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '0';
  // The api's answer, or without a network the copy saved on this device (lib/offline-wallet).
  const detail = useQuery(walletDetail(id));
  const [sheet, setSheet] = useState<Sheet>(null);
  const [marking, setMarking] = useState<Evoucher | null>(null);
  const { alert, show } = useAlert();
  const queryClient = useQueryClient();
  const refresh = useMutation(mutations.evoucher.refreshEvoucher);
  const queue = async (voucher: Evoucher) => {
    await queueUse({ voucherId: voucher.id, orderProductId: id, name: voucher.name });
    await queryClient.invalidateQueries({ queryKey: walletDetail(id).queryKey });
    show({ title: t('wallet.markAsUsed'), message: t('pwa.markQueued') });
  };
  const markUsed = useMutation({
    ...mutations.evoucher.markEvoucherUsed,
    onError: (error, variables) => {
      // Sent without a network: kept on the device and sent when it returns.
      const voucher = detail.data?.data.table.find((v) => v.id === variables.order_evoucher_id);
      if (voucher && isNetworkFailure(error)) void queue(voucher);
      else show({ title: t('wallet.markFailed'), message: error.message, variant: 'danger' });
    },
  });
  const confirmUse = (voucher: Evoucher) => {
    if (navigator.onLine) markUsed.mutate({ order_evoucher_id: voucher.id });
    else void queue(voucher);
  };
  const today = now ?? dayjs().toDate();
  const data = detail.data?.data;
  const savedAt = detail.data?.savedAt ?? null;
  const queued = detail.data?.queued ?? [];
  // The translated name, as the order shows it; English only for a missing translation.
  const title = (data && localisedName(data, language)) || t('wallet.voucherDetails');
  return (
    <Screen
      title={title}
      muted
      actions={
        <IconButton
          type="button"
          aria-label={t('wallet.refresh')}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate({ order_product_id: id })}
        >
          <Icon name="sort" />
        </IconButton>
      }
    >
      {savedAt !== null ? <OfflineBanner savedAt={savedAt} zone={detail.data?.zone} /> : null}
      {!data ? (
        isNetworkFailure(detail.error) ? (
          <OfflineNotice message={t('pwa.notSaved')} />
        ) : (
          <QueryState query={detail} shape="detail">
            {() => null}
          </QueryState>
        )
      ) : (
        usableFirst(data.table, today).map((voucher) => (
          <VoucherCard
            key={voucher.id}
            voucher={voucher}
            now={today}
            queued={queued.includes(voucher.id)}
            onOpen={setSheet}
            onMarkUsed={setMarking}
          />
        ))
      )}
      <Modal.Root open={sheet !== null} onOpenChange={(open) => !open && setSheet(null)}>
        <Modal.Content
          title={
            sheet === 'outlets'
              ? t('wallet.availableOutlets')
              : sheet === 'howto'
                ? t('wallet.howToRedeem')
                : t('common.termsAndConditions')
          }
        >
          <ModalBody>
            {sheet === 'outlets' ? (
              <OutletList outlets={data?.applicable_outlets ?? []} />
            ) : (
              <Html
                // Server HTML, reduced to a small allow-list first.
                dangerouslySetInnerHTML={{
                  __html: sanitizeHtml(
                    (sheet === 'howto' ? data?.redeem_howto : data?.terms_and_conditions) ?? '',
                  ),
                }}
              />
            )}
          </ModalBody>
        </Modal.Content>
      </Modal.Root>
      <ConfirmDialog
        open={marking !== null}
        onOpenChange={(open) => !open && setMarking(null)}
        title={t('wallet.markAsUsed')}
        message={t('wallet.markConfirm')}
        confirmLabel={t('wallet.markAsUsed')}
        cancelLabel={t('common.cancel')}
        // Marking a voucher used cannot be undone: the dialog opens on Cancel.
        destructive
        onConfirm={() => marking && confirmUse(marking)}
      />
      {alert}
    </Screen>
  );
}

export const loader: LoaderFactory =
  ({ queryClient }) =>
  async ({ request }) => {
    const id = searchParam(request, 'id') ?? '0';
    await prefetch(queryClient.ensureQueryData(walletDetail(id)));
    return null;
  };

function VoucherDetailsRoute() {
  return <VoucherDetails />;
}

export { VoucherDetailsRoute as Component };
