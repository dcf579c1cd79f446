import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, Skeleton } from '@ugift/ui';

import { OfflineNotice } from './OfflineNotice';
import { useOnline } from './useOnline';

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space200}px;
  padding: ${({ theme }) => theme.space.space400}px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A failed list: what happened and Retry, never a false empty state. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Failed role="alert">
      <p>{t('common.loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Failed>
  );
}

/** What shows while something loads: skeleton lines (or `children`), announced as busy. */
export function Loading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children ?? <Skeleton lines={3} />}
    </div>
  );
}

/** What QueryState reads of a query (useQuery's or useInfiniteQuery's result alike). */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  /** 'paused' while it waits for a network. */
  fetchStatus?: string;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What shows while loading (default: skeleton lines). */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading, error with Retry, or the data: the three states every list has. */
export function QueryState<T>({ query, loading, children }: QueryStateProps<T>) {
  const online = useOnline();
  if (!online && (query.isError || (query.isPending && query.fetchStatus === 'paused'))) {
    return <OfflineNotice />;
  }
  if (query.isPending) return <Loading>{loading}</Loading>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
