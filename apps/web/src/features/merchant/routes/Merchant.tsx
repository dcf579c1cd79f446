import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { MerchantApiError, merchantKeys, type MerchantCode } from '@ugift/api-client';
import { Button, ConfirmDialog, TextField } from '@ugift/ui';

import { Screen } from '../../../lib/Screen';
import { SelectField } from '../../../lib/SelectField';
import { formatMoney } from '../../../lib/money';
import { merchantQueries, newRequestId } from '../api/merchant-api';
import { Card, CodeResult } from '../components/CodeResult';
import { ScanDialog } from '../components/ScanDialog';
import { setMerchantKey, useMerchantKey } from '../lib/merchant-key';
import { canScan } from '../lib/scanner';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--ug-space-space300);
`;

const Row = styled.div`
  display: flex;
  gap: var(--ug-space-space200);
  & > * {
    flex: 1;
  }
`;

/** The redeem card's heading, in the body's size (the result card's product name leads). */
const SectionTitle = styled.h2`
  margin: 0;
  font-size: inherit;
`;

const Intro = styled.p`
  margin: 0;
  color: var(--ug-colors-text-muted);
`;

const Identity = styled(Card)`
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
  }
`;

const Notice = styled.div<{ $tone: 'danger' | 'success' }>`
  padding: var(--ug-space-space300);
  border-radius: var(--ug-radii-md);
  background: ${({ theme, $tone }) =>
    $tone === 'danger' ? theme.colors.dangerSubtle : theme.colors.successSubtle};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  p {
    margin: 0;
  }
`;

/** The i18n key and values that say what went wrong, in the staff's language. */
function problemOf(error: unknown): { key: string; values?: Record<string, unknown> } {
  if (!(error instanceof MerchantApiError)) return { key: 'merchant.errors.other' };
  if (error.status === 429) {
    const seconds = error.retryAfter ?? 60;
    if (seconds < 60) return { key: 'merchant.errors.rateLimitedSeconds', values: { seconds } };
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1
      ? { key: 'merchant.errors.rateLimitedMinute' }
      : { key: 'merchant.errors.rateLimitedMinutes', values: { minutes } };
  }
  if (error.kind === 'network') return { key: 'merchant.errors.network' };
  if (error.status === 401) return { key: 'merchant.errors.keyRefused' };
  if (error.status === 404) return { key: 'merchant.errors.unknownCode' };
  if (error.status === 409 && error.code)
    return { key: `merchant.errors.not_${error.code.status}` };
  if ((error.status === 400 || error.kind === 'invalid_request') && /outlet/i.test(error.message))
    return { key: 'merchant.errors.outlet' };
  return { key: 'merchant.errors.other' };
}

function Problem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { key, values } = problemOf(error);
  return (
    <Notice $tone="danger" role="alert">
      <p>{t(key, values)}</p>
    </Notice>
  );
}

/** The key given to the outlet by the operator (`pnpm ops merchants add`). */
function SignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [key, setKey] = useState('');
  const signIn = useMutation({
    mutationFn: (typed: string) => queryClient.fetchQuery(merchantQueries.me(typed)),
    onSuccess: (_, typed) => setMerchantKey(typed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (key.trim()) signIn.mutate(key.trim());
  };
  return (
    <Form onSubmit={submit} aria-label={t('merchant.signIn.title')} noValidate>
      <Intro>{t('merchant.signIn.intro')}</Intro>
      <TextField
        label={t('merchant.signIn.key')}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={key}
        onChange={(event) => {
          setKey(event.target.value);
          signIn.reset();
        }}
        error={
          signIn.isError && signIn.error instanceof MerchantApiError && signIn.error.status === 401
            ? t('merchant.errors.wrongKey')
            : undefined
        }
      />
      {signIn.isError &&
      !(signIn.error instanceof MerchantApiError && signIn.error.status === 401) ? (
        <Problem error={signIn.error} />
      ) : null}
      <Button type="submit" fullWidth disabled={!key.trim()} loading={signIn.isPending}>
        {t('merchant.signIn.submit')}
      </Button>
    </Form>
  );
}

type Outcome = { view: MerchantCode; redeemed: boolean } | null;

/** Check a code, then redeem it at an outlet after a confirmation. */
function Desk({ merchantKey }: { merchantKey: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery(merchantQueries.me(merchantKey));
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [outlet, setOutlet] = useState('');
  const [confirming, setConfirming] = useState(false);
  /** One id per redeem intent (this code at this outlet): a second tap or a retry reuses it. */
  const [intent, setIntent] = useState<{ code: string; outlet: string; id: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [scanner, setScanner] = useState(false);
  const outletId = useId();

  useEffect(() => {
    let live = true;
    void canScan().then((yes) => live && setScanner(yes));
    return () => {
      live = false;
    };
  }, []);

  const signOut = useCallback(() => {
    queryClient.removeQueries({ queryKey: merchantKeys.all });
    setMerchantKey(null);
  }, [queryClient]);

  const check = useMutation({
    ...merchantQueries.check(merchantKey),
    onSuccess: ({ code: view }) => {
      setOutcome({ view, redeemed: false });
      setOutlet(view.outlets.length === 1 ? view.outlets[0]! : '');
      setIntent(null);
    },
    onError: () => setOutcome(null),
  });

  const redeem = useMutation({
    ...merchantQueries.redeem(merchantKey),
    onSuccess: ({ code: view }) => {
      setOutcome({ view, redeemed: true });
      setIntent(null);
    },
    onError: (error) => {
      // Refused because of the code's state: show it as it is now (used, expired, void).
      if (error instanceof MerchantApiError && error.code)
        setOutcome({ view: error.code, redeemed: false });
    },
  });

  const { mutate: checkCode } = check;
  const { reset: resetRedeem } = redeem;
  const onScan = useCallback(
    (text: string) => {
      setCode(text);
      resetRedeem();
      checkCode({ code: text });
    },
    [checkCode, resetRedeem],
  );

  const submitCheck = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || check.isPending) return;
    redeem.reset();
    check.mutate({ code: typed });
  };

  const openConfirm = () => {
    if (!outcome) return;
    const where = outlet.trim();
    if (!intent || intent.code !== outcome.view.code || intent.outlet !== where)
      setIntent({ code: outcome.view.code, outlet: where, id: newRequestId() });
    setConfirming(true);
  };

  const confirmRedeem = () => {
    if (!intent || redeem.isPending) return;
    redeem.mutate({ code: intent.code, outlet: intent.outlet, idempotency_key: intent.id });
  };

  const startOver = () => {
    setCode('');
    setOutcome(null);
    setIntent(null);
    check.reset();
    redeem.reset();
  };

  const view = outcome?.view;
  const failure = check.error ?? redeem.error ?? me.error;
  return (
    <>
      <Identity aria-label={t('merchant.signedIn.label')}>
        <div>
          <p>
            <strong>{me.data?.merchant.name ?? '…'}</strong>
          </p>
          <p>{me.data?.merchant.brand ?? ''}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={signOut}>
          {t('merchant.signOut')}
        </Button>
      </Identity>

      <Form onSubmit={submitCheck} aria-label={t('merchant.check.title')} noValidate>
        <TextField
          label={t('merchant.check.code')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
        />
        <Row>
          {scanner ? (
            <Button type="button" variant="secondary" onClick={() => setScanning(true)}>
              {t('merchant.scan.open')}
            </Button>
          ) : null}
          <Button type="submit" disabled={!code.trim()} loading={check.isPending}>
            {t('merchant.check.submit')}
          </Button>
        </Row>
      </Form>

      {failure ? <Problem error={failure} /> : null}
      {failure instanceof MerchantApiError && failure.status === 401 ? (
        <Button variant="secondary" fullWidth onClick={signOut}>
          {t('merchant.signInAgain')}
        </Button>
      ) : null}

      {outcome?.redeemed && view ? (
        <Notice $tone="success" role="status">
          <p>{t('merchant.redeemed', { outlet: view.outlet ?? '' })}</p>
        </Notice>
      ) : null}

      {view ? <CodeResult view={view} /> : null}

      {view?.status === 'valid' && !outcome?.redeemed ? (
        <Card aria-labelledby={`${outletId}-title`}>
          <SectionTitle id={`${outletId}-title`}>{t('merchant.redeem.title')}</SectionTitle>
          {view.outlets.length > 0 ? (
            <SelectField
              label={t('merchant.redeem.outlet')}
              value={outlet}
              onChange={(event) => setOutlet(event.target.value)}
            >
              <option value="">{t('merchant.redeem.chooseOutlet')}</option>
              {view.outlets.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              label={t('merchant.redeem.outlet')}
              value={outlet}
              onChange={(event) => setOutlet(event.target.value)}
            />
          )}
          <Button
            fullWidth
            disabled={!outlet.trim()}
            loading={redeem.isPending}
            onClick={openConfirm}
          >
            {t('merchant.redeem.submit')}
          </Button>
        </Card>
      ) : null}

      {view ? (
        <Button variant="secondary" fullWidth onClick={startOver}>
          {t('merchant.another')}
        </Button>
      ) : null}

      {view && intent ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('merchant.confirm.title')}
          message={t('merchant.confirm.message', {
            product: view.product.name,
            value: formatMoney(view.value.currency, Number(view.value.amount)),
            code: view.code,
            outlet: intent.outlet,
          })}
          confirmLabel={t('merchant.confirm.ok')}
          cancelLabel={t('merchant.confirm.cancel')}
          onConfirm={confirmRedeem}
        />
      ) : null}

      {scanner && scanning ? (
        <ScanDialog open={scanning} onOpenChange={setScanning} onScan={onScan} />
      ) : null}
    </>
  );
}

/**
 * /merchant: an outlet's staff check and redeem the codes Ugift issued (issue 44). Signed in with
 * the merchant key, not a member login; not in the shoppers' tab bar.
 */
export function Merchant() {
  const { t } = useTranslation();
  const merchantKey = useMerchantKey();
  return (
    <Screen title={t('merchant.title')} back={false} muted>
      {merchantKey ? <Desk key={merchantKey} merchantKey={merchantKey} /> : <SignIn />}
    </Screen>
  );
}

export { Merchant as Component };
