/**
 * §2.4 the floating chat sphere and when the chat connection is opened. Paths compare like the route guard's
 * (case-insensitive, query and trailing slash ignored).
 */
import { normalizeRoutePath } from '../routes.ts';

const LOGIN_PATH = normalizeRoutePath('/login/index');
/** The online-question page runs a chat of its own, so the shell opens none there (one socket per page). */
const OWN_CHAT_PATH = normalizeRoutePath('/userCenter/askQuestionsOnline');

export interface ChatSphereContext {
  readonly path: string;
  readonly signedIn: boolean;
  /** Service staff: the user holds the service console (/Base/service-support/online), where they answer. */
  readonly service?: boolean;
}

/**
 * §2.4: shown to signed-in users everywhere except the login page. Service staff have no customer sphere: they answer
 * in the console, and a sphere of theirs would consult themselves and mark the console's own traffic unseen.
 */
export function isChatSphereVisible(ctx: ChatSphereContext): boolean {
  return ctx.signedIn && !ctx.service && normalizeRoutePath(ctx.path) !== LOGIN_PATH;
}

/** §2.4: the shell's chat connection is open wherever the sphere shows, except on /userCenter/askQuestionsOnline. */
export function shouldOpenChatConnection(ctx: ChatSphereContext): boolean {
  return isChatSphereVisible(ctx) && normalizeRoutePath(ctx.path) !== OWN_CHAT_PATH;
}
