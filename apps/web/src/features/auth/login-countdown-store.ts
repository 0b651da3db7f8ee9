import { create } from 'zustand';

/**
 * §4 login-error logout (codes 9983/9984): the request layer opens the countdown dialog with the
 * server's message; the dialog counts down and sends the visitor home.
 */
export interface LoginCountdownState {
  open: boolean;
  message: string;
  /** Changes on every show, so a second error restarts the countdown. */
  openedAt: number;
  show: (message: string) => void;
  close: () => void;
}

export const useLoginCountdown = create<LoginCountdownState>()((set) => ({
  open: false,
  message: '',
  openedAt: 0,
  show: (message) => set({ open: true, message, openedAt: Date.now() }),
  close: () => set({ open: false }),
}));
