import type { PayloadOf, Endpoints } from '@portal/shared';
import { request } from '../../../platform/request/index.ts';

export type RegisterPayload = PayloadOf<Endpoints['register']>;

/** §7.1 register (registerSource GNEL): resolves with the server's message. */
export async function register(payload: RegisterPayload): Promise<string> {
  return (await request('register', payload)).msg;
}
