/** What the accounts capability shows the others: everything else in api/src/accounts is its own. */
export { assertAccess, callerOf, requireAccess } from './access.js';
export { clearSessionCookies, setSessionCookies } from './auth-plugin.js';
export { announcementConsent, changeAnnouncements, changeConsent, consentsOf } from './consents.js';
export { LONGEST_STEP_MINUTES } from './factors/challenges.js';
export { verifyPassword } from './passwords.js';
export type { AccountPrivacy } from './privacy-port.js';
export { createSession, type SessionUser } from './sessions.js';
export { assertMayManage } from './users-admin.js';
export { people, usersListSource } from './users-list.js';
export { accountIdByEmail, findUserById, isLastSuperadmin, type UserRow } from './users-service.js';
export { verifyWithdrawToken, type WithdrawLinks, withdrawSigner } from './withdraw-link.js';
