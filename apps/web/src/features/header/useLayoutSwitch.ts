import { useCallback } from 'react';
import { SUCCESS_CODE, type LayoutStyle } from '@portal/shared';
import { notify } from '../../platform/feedback/feedback.ts';
import { useSaveLayoutStyle } from './api/save-layout-style.ts';
import { useSession } from '../../platform/session/store.ts';

export const LAYOUT_LABELS: Record<LayoutStyle, string> = { 1: '默认布局', 2: '平铺布局' };

/** §2.4: the page layout style is saved per user, then applied. */
export function useLayoutSwitch() {
  const layoutStyle = useSession((s) => s.layoutStyle);
  const setLayoutStyle = useSession((s) => s.setLayoutStyle);
  const { mutateAsync: save } = useSaveLayoutStyle();

  const switchLayout = useCallback(
    async (style: LayoutStyle) => {
      if (style === layoutStyle) return;
      try {
        const res = await save(style);
        if (res.code !== SUCCESS_CODE) return;
        setLayoutStyle(style);
        notify.success(`已切换为${LAYOUT_LABELS[style]}`);
      } catch {
        // Already shown by the request layer; the layout stays as it was.
      }
    },
    [layoutStyle, setLayoutStyle, save],
  );

  return { layoutStyle, switchLayout };
}
