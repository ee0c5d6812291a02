import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Notice } from '../../components/inset.tsx';
import { Loading } from '../../components/loading.tsx';

/** A query's data, or "Loading...", or a short message (the error itself goes to the console). */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => React.ReactNode;
}) {
  useEffect(() => {
    if (query.error) console.error(query.error);
  }, [query.error]);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return <Notice kind="error">We could not load {what}. Refresh the page to try again.</Notice>;
  return <>{children(query.data)}</>;
}
