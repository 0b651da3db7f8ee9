import { lazy, Suspense } from 'react';
import type { ResultProps } from 'antd';

/*
 * antd's Result carries its 403/404/500 illustrations (~8 KB brotli) whatever the status it shows. The main frame and
 * the landing pages show one only when something failed (a sub-application that does not load, the product list),
 * so it loads then, in a chunk of its own (vite.config.ts), instead of with every first load.
 */
const AntResult = lazy(() => import('antd/es/result/index.js'));

/** antd's Result, loaded when first shown. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntResult {...props} />
    </Suspense>
  );
}
