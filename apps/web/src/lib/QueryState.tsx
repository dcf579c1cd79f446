import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { Button, SkeletonDetail, SkeletonList, SkeletonTiles } from '@ugift/ui';

import { OfflineNotice } from './OfflineNotice';
import { useOnline } from './useOnline';

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ug-space-space200);
  padding: var(--ug-space-space400);
  color: var(--ug-colors-text-muted);
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

/** The skeletons shaped like what they stand for. */
const skeletons = {
  list: <SkeletonList />,
  tiles: <SkeletonTiles />,
  detail: <SkeletonDetail />,
} as const;

export type LoadingShape = keyof typeof skeletons;

/**
 * What shows while something loads: a skeleton shaped like what comes (list rows by default, or
 * `children`), announced as busy. Never a bare spinner for a load inside the app.
 */
export function Loading({
  children,
  shape = 'list',
}: {
  children?: ReactNode;
  shape?: LoadingShape;
}) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      {children ?? skeletons[shape]}
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
  /** What shows while loading (default: the skeleton of `shape`). */
  loading?: ReactNode;
  /** The skeleton's shape while loading: list rows (default), product tiles or a detail page. */
  shape?: LoadingShape;
  children: (data: T) => ReactNode;
}

/** Loading, error with Retry, or the data: the three states every list has. */
export function QueryState<T>({ query, loading, shape, children }: QueryStateProps<T>) {
  const online = useOnline();
  if (!online && (query.isError || (query.isPending && query.fetchStatus === 'paused'))) {
    return <OfflineNotice />;
  }
  if (query.isPending) return <Loading shape={shape}>{loading}</Loading>;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
