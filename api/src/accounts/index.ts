/** What the accounts capability shows the others: everything else in api/src/accounts is its own. */
export { assertAccess, callerOf, requireAccess } from './access.js';
export { setSessionCookies } from './auth-plugin.js';
export { createSession, type SessionUser } from './sessions.js';
export { people, usersListSource } from './users-list.js';
