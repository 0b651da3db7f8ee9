/**
 * Loads data for a view: loading / error / data states, aborts the request on unmount or when the key changes
 * (so an old answer never overwrites a newer one), and a reload().
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, isAbort } from '@portal/subapp-kit/request';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  report: (err: ApiError | null) => void,
) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    setState({ status: 'loading' });
    load(ctrl.signal).then(
      (data) => {
        report(null);
        setState({ status: 'ok', data });
      },
      (err: unknown) => {
        if (isAbort(err) || ctrl.signal.aborted) return;
        const apiErr = err instanceof ApiError ? err : new ApiError('network', '加载失败，请稍后重试');
        report(apiErr);
        setState({ status: 'error', message: apiErr.message });
      },
    );
    return () => ctrl.abort();
    // `load` is recreated each render; `key` says when the request really changes.
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
