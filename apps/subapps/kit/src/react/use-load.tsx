/**
 * Loads data for a view: loading / error / data states, aborts the request on unmount or when the key changes
 * (so an old answer never overwrites a newer one), and a reload().
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError, isAbort } from '../request.ts';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

const LOADING = { status: 'loading' } as const;

export function useLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  report: (err: ApiError | null) => void,
) {
  const [attempt, setAttempt] = useState(0);
  // What is asked now: the view's key and the reload count. An answer is shown only for the request it belongs to.
  const requestKey = `${attempt}:${key}`;
  const [result, setResult] = useState<{ requestKey: string; state: LoadState<T> } | null>(null);
  // `load` and `report` are recreated each render; the request changes only with requestKey.
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  const tell = useEffectEvent((err: ApiError | null) => report(err));

  useEffect(() => {
    const ctrl = new AbortController();
    run(ctrl.signal).then(
      (data) => {
        tell(null);
        setResult({ requestKey, state: { status: 'ok', data } });
      },
      (err: unknown) => {
        if (isAbort(err) || ctrl.signal.aborted) return;
        const apiErr = err instanceof ApiError ? err : new ApiError('network', '加载失败，请稍后重试');
        tell(apiErr);
        setResult({ requestKey, state: { status: 'error', message: apiErr.message } });
      },
    );
    return () => ctrl.abort();
  }, [requestKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LoadState<T> = result?.requestKey === requestKey ? result.state : LOADING;
  return { state, reload };
}
