/**
 * The channels a socket can be opened on: the chat (§7.7 /japi/ws/chat/online/websocket) and the three real-time
 * targets under their §3 names (msg: the message service, where notices arrive; rpa; calc). Modules register their
 * inbound handlers and push frames per channel.
 */
import type { ClientFrame, RealtimeTarget, ServerFrame } from '@portal/shared';

export type Channel = 'chat' | RealtimeTarget;

/** What a module sees of a socket: whose it is (from its session, never from the client) and how to answer it. */
export interface RealtimeSocket {
  /** Unique on this instance while the process lives. */
  readonly id: number;
  readonly channel: Channel;
  readonly userId: string;
  /** The session's enterprise in use; follows an enterprise switch of that session. */
  readonly entId: string;
  readonly sessionId: number;
  /** Sends a frame; false when the socket is no longer open (the frame is dropped). */
  send(frame: ServerFrame): boolean;
}

/** The client frames a module may handle. HEARTBEAT is the platform's own (answered, never passed on). */
export type InboundType = Exclude<ClientFrame['type'], 'HEARTBEAT'>;
export type InboundFrame<T extends InboundType> = Extract<ClientFrame, { type: T }>;

/**
 * Handles one frame of one socket. A socket's frames are handled one at a time, in the order they arrived (a chat's
 * messages are stored in the order they were typed). A thrown error is logged and answered with an ERROR frame
 * without clientMsgId, so the client keeps the message and resends it after its next reconnect.
 */
export type InboundHandler<T extends InboundType> = (
  socket: RealtimeSocket,
  frame: InboundFrame<T>,
) => void | Promise<void>;

/** Runs when a socket has been accepted on the channel (after the real-time channels' start phrase). */
export type OpenHandler = (socket: RealtimeSocket) => void | Promise<void>;
