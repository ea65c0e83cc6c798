import { isAdminRole, type LoginAnswer, type LoginBody, loginStepMessages } from '@teater/contract';
import { api } from '../../../lib/api';
import { carryToast } from '../../../lib/carried-toast';
import { localHref } from '../../../lib/locale';
import { paths } from '../../../lib/site-table';
import { forgetRegistered } from './signup';

export const login = (body: LoginBody) => api<LoginAnswer>('/users/login', { method: 'POST', body });

/** Where a fresh login lands: admin roles on the dashboard, everyone else on the home page. */
export const landingAfterLogin = (role: string) => (isAdminRole(role) ? paths.dashboard : paths.home);

/** A login answer that opened a session (not the one asking for a second step). */
export type SessionAnswer = Exclude<LoginAnswer, { second_factor: unknown }>;

/**
 * A session begun: a page load of where it leads (`back`, else by role), replacing the login page
 * in the history. A page load, not a client-side navigation: island pages have no router or query
 * cache to update, and in the app every answer is then asked afresh for the new session
 * (decision 030). A staff account that must enrol goes to its security page first, told why there.
 */
export function enterSession(answer: SessionAnswer, back: string | null) {
  forgetRegistered();
  if (answer.enrol_second_factor) {
    carryToast('error', loginStepMessages.enrolNow, paths.security, 'enrol');
    return window.location.replace(localHref(paths.security));
  }
  window.location.replace(localHref(back ?? landingAfterLogin(answer.data.user.role)));
}
