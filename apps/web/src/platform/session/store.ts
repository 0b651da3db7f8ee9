import { create } from 'zustand';
import type { UserInfo } from '@portal/shared';

/**
 * The signed-in user's state (§3 App state: token, user info, layout style, notification point).
 * The token itself lives in the versioned cookie (see ./cookies.ts); this store mirrors it for rendering.
 */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  /** §4 Admin phone-code flag: false unless the user holds the admin role and passed verification. */
  adminVerified: boolean;
  /** §4 Notification dot: 1 when the unread call returned a first item. */
  notificationPoint: 0 | 1;
  layoutStyle: 1 | 2;
  setToken: (token: string | null) => void;
  setUserInfo: (info: UserInfo | null) => void;
  setAdminVerified: (v: boolean) => void;
  setNotificationPoint: (v: 0 | 1) => void;
  setLayoutStyle: (v: 1 | 2) => void;
  reset: () => void;
}

const initial = {
  token: null,
  userInfo: null,
  adminVerified: false,
  notificationPoint: 0 as const,
  layoutStyle: 1 as const,
};

export const useSession = create<SessionState>()((set) => ({
  ...initial,
  setToken: (token) => set({ token }),
  setUserInfo: (userInfo) =>
    set({
      userInfo,
      layoutStyle: userInfo?.layoutStyle ?? 1,
      adminVerified: userInfo?.adminVerified ?? false,
    }),
  setAdminVerified: (adminVerified) => set({ adminVerified }),
  setNotificationPoint: (notificationPoint) => set({ notificationPoint }),
  setLayoutStyle: (layoutStyle) => set({ layoutStyle }),
  reset: () => set({ ...initial }),
}));
