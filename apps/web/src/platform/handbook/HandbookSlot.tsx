import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { usePageHandbook } from './get-handbook.ts';

const HandbookButton = lazy(() => import('./HandbookButton.tsx'));

/**
 * Where the frame offers the current page's 操作手册: nothing until handbookOf answers a manual for the signed-in
 * user; then the button, whose code loads only then (the frame's first paint does not grow).
 */
export function HandbookSlot() {
  const { pathname } = useLocation();
  const manual = usePageHandbook(pathname);
  if (!manual) return null;
  return (
    <Suspense fallback={null}>
      <HandbookButton key={manual.fileId} fileId={manual.fileId} fileName={manual.fileName} />
    </Suspense>
  );
}
