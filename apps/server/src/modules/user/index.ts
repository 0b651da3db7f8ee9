/** Base user service (/japi/api/user): authentication, registration, the signed-in user. */
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { registrationRoutes } from './registration.routes.ts';

export async function userModule(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(profileRoutes);
}
