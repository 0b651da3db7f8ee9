import type { NoticeFrame } from '@portal/shared/realtime/protocol';

/**
 * The notices the real-time channel delivers (§4), for the parts of the portal that act on them beyond the bell and
 * the message centre (the service console refreshes its queue on an online-consultation notice). In-process only.
 */
export type NoticeListener = (notice: NoticeFrame) => void;

const listeners = new Set<NoticeListener>();

export function onNotice(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitNotice(notice: NoticeFrame): void {
  for (const l of [...listeners]) {
    try {
      l(notice);
    } catch (err) {
      console.error('notice listener failed', err);
    }
  }
}
