import type { ChangeTopic } from '@portal/shared/realtime/protocol';

/**
 * Server data the client keeps a copy of changed (a CHANGED frame on the real-time channel, §4): the areas holding
 * such a copy listen here and refetch it (the organisation page and its change modal's unit pickers, topic org).
 * Also told after the channel reconnects, since a change may have passed while it was down. In-process only.
 */
export type ChangeListener = () => void;

const listeners = new Map<ChangeTopic, Set<ChangeListener>>();

export function onServerChange(topic: ChangeTopic, listener: ChangeListener): () => void {
  const set = listeners.get(topic) ?? new Set<ChangeListener>();
  listeners.set(topic, set);
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Tells the listeners of `topic` (every topic when none is given: after a reconnect). */
export function emitServerChange(topic?: ChangeTopic): void {
  const sets = topic ? [listeners.get(topic)] : [...listeners.values()];
  for (const set of sets) {
    for (const l of [...(set ?? [])]) {
      try {
        l();
      } catch (err) {
        console.error('change listener failed', err);
      }
    }
  }
}
