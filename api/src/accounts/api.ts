import type { FastifyInstance } from 'fastify';
import { factorChangeRoutes } from './factor-changes.js';
import { loginStepRoutes } from './login-steps.js';
import { ownFactorRoutes } from './own-factors.js';
import { passwordResetRoutes } from './password-reset.js';
import { sessionRoutes } from './session-routes.js';
import { accountRoutes } from './users-admin.js';
import { authRoutes } from './users-auth.js';

/** Accounts: sign-up and login, sessions, second factors, password reset, the accounts' admin. */
export async function accountsApi(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(loginStepRoutes);
  await app.register(ownFactorRoutes);
  await app.register(factorChangeRoutes);
  await app.register(sessionRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
}
