import { create } from 'zustand';
import type { NoticeCategoryKey, NoticeRecord } from '@portal/shared';

/**
 * What the message centre (§2.5, 1200 px) and the notice detail (1000 px) show, opened from the header's bell and
 * panel or from anywhere else. The layout hosts both dialogs (features/notices loads them on first use); the bell
 * only says what to open.
 */
export interface MessageCentreState {
  /** The message centre is open, on this category. */
  centreOpen: boolean;
  category: NoticeCategoryKey;
  /** The notice whose detail is open (over the centre, or alone when opened from the panel). */
  notice: NoticeRecord | null;
  openCentre: (category?: NoticeCategoryKey) => void;
  closeCentre: () => void;
  setCategory: (category: NoticeCategoryKey) => void;
  openNotice: (notice: NoticeRecord) => void;
  closeNotice: () => void;
  reset: () => void;
}

const initial = { centreOpen: false, category: 'all' as NoticeCategoryKey, notice: null };

export const useMessageCentre = create<MessageCentreState>()((set) => ({
  ...initial,
  openCentre: (category = 'all') => set({ centreOpen: true, category }),
  closeCentre: () => set({ centreOpen: false }),
  setCategory: (category) => set({ category }),
  openNotice: (notice) => set({ notice }),
  closeNotice: () => set({ notice: null }),
  reset: () => set({ ...initial }),
}));
