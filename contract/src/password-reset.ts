import { z } from 'zod';
import { said } from './i18n/said.js';
import { passwordResetMessages } from './messages/password-reset.js';
import { validationMessages } from './messages/validation.js';
import { emailField } from './users.js';

export { passwordResetMessages };

export const PASSWORD_RESET_HOURS = 1;

export const forgotPasswordBody = z.object({
  email: emailField,
});
export const resetPasswordBody = z.object({
  token: z
    .string()
    .min(
      20,
      said(() => passwordResetMessages.invalidLink),
    )
    .max(
      200,
      said(() => passwordResetMessages.invalidLink),
    ),
  password: z
    .string()
    .min(
      8,
      said(() => validationMessages.password),
    )
    .max(
      200,
      said(() => validationMessages.maxLength(200)),
    ),
});
/** POST /users/reset-password/check: whether a mailed link still works, before anything is typed. */
export const resetLinkBody = resetPasswordBody.pick({ token: true });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
