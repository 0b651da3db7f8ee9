import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type {
  ChatAckFrame,
  ChatConversationFrame,
  ChatMessageFrame,
  ErrorFrame,
} from '@portal/shared/realtime/protocol';
import type { ChatClient, ChatState } from '../../platform/realtime/chat-client.ts';

/**
 * One chat websocket per page (§4 chat websocket), shared by whatever shows a chat: the sphere, the consultation
 * pages, the service console. Each holds it while mounted (counted); the last to let go closes it, and logout closes
 * it through the socket registry. The client's code (and zod) loads on the first use.
 */
export interface ChatEvents {
  onMessage?(message: ChatMessageFrame): void;
  onConversation?(conversation: ChatConversationFrame): void;
  onAck?(ack: Pick<ChatAckFrame, 'clientMsgId' | 'id'>): void;
  onRefused?(error: ErrorFrame): void;
  onState?(state: ChatState): void;
}

export const useChatState = create<{ state: ChatState }>()(() => ({ state: 'idle' }));

const listeners = new Set<ChatEvents>();
let client: ChatClient | null = null;
let loading: Promise<void> | null = null;
let holders = 0;

function each(fn: (l: ChatEvents) => void): void {
  for (const l of [...listeners]) fn(l);
}

function load(): Promise<void> {
  loading ??= Promise.all([
    import('../../platform/realtime/chat-client.ts'),
    import('../../platform/realtime/tickets.ts'),
  ])
    .then(([{ ChatClient }, { chatUrlSource }]) => {
      client = new ChatClient({
        url: chatUrlSource(),
        onMessage: (m) => each((l) => l.onMessage?.(m)),
        onConversation: (c) => each((l) => l.onConversation?.(c)),
        onAck: (a) => each((l) => l.onAck?.(a)),
        onRefused: (e) => each((l) => l.onRefused?.(e)),
        onStateChange: (state) => {
          useChatState.setState({ state });
          each((l) => l.onState?.(state));
        },
      });
    })
    .catch(() => {
      loading = null;
    });
  return loading;
}

/** Holds the connection open until the returned function is called. */
export function holdChatConnection(): () => void {
  holders++;
  void load().then(() => {
    if (holders > 0 && client && (client.state === 'idle' || client.state === 'closed')) client.connect();
  });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) client?.close();
  };
}

/** Sends over the shared connection: its clientMsgId, or false when it is not open (§4 sends only while open). */
export function sendChat(conversationId: string, text: string): string | false {
  return client ? client.send(conversationId, text) : false;
}

/**
 * Holds the connection while `enabled` and hears its events (the latest handlers, without reconnecting when they
 * change). Returns the connection's state.
 */
export function useChatConnection(enabled: boolean, events: ChatEvents = {}): ChatState {
  const ref = useRef(events);
  useEffect(() => {
    ref.current = events;
  });
  useEffect(() => {
    const listener: ChatEvents = {
      onMessage: (m) => ref.current.onMessage?.(m),
      onConversation: (c) => ref.current.onConversation?.(c),
      onAck: (a) => ref.current.onAck?.(a),
      onRefused: (e) => ref.current.onRefused?.(e),
      onState: (s) => ref.current.onState?.(s),
    };
    listeners.add(listener);
    const release = enabled ? holdChatConnection() : null;
    return () => {
      listeners.delete(listener);
      release?.();
    };
  }, [enabled]);
  return useChatState((s) => s.state);
}
