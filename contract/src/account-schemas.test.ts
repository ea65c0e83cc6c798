import assert from 'node:assert/strict';
import { test } from 'node:test';
import { privacyMessages } from './messages/privacy.js';
import { validationMessages } from './messages/validation.js';
import { forgotPasswordBody, passwordResetMessages, resetPasswordBody } from './password-reset.js';
import { adminUserCreateBody, adminUserPatchBody, loginBody, profilePatchBody, signupBody } from './users.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

test('sign-up: a name, an e-mail (lower-cased), a password of 8 or more, the terms accepted; news off unless ticked', () => {
  const accepted = { accept_terms: true };
  assert.deepEqual(
    signupBody.parse({ name: ' Siti ', email: ' SITI@Contoh.ID ', password: 'rahasia-123', ...accepted }),
    { name: 'Siti', email: 'siti@contoh.id', password: 'rahasia-123', accept_terms: true, announcements: false },
  );
  assert.equal(
    firstMessage(signupBody.safeParse({ name: 'S', email: 'siti', password: 'rahasia-123', ...accepted })),
    validationMessages.email,
  );
  assert.equal(
    firstMessage(signupBody.safeParse({ name: 'S', email: 's@c.id', password: 'pendek', ...accepted })),
    validationMessages.password,
  );
  assert.equal(
    firstMessage(signupBody.safeParse({ name: '  ', email: 's@c.id', password: 'rahasia-123', ...accepted })),
    validationMessages.required,
  );
  for (const accept_terms of [undefined, false]) {
    assert.equal(
      firstMessage(signupBody.safeParse({ name: 'S', email: 's@c.id', password: 'rahasia-123', accept_terms })),
      privacyMessages.acceptTermsRequired,
    );
  }
});

test('an empty e-mail is required, not badly formed, wherever an e-mail is asked for', () => {
  const emptyEmail = [
    signupBody.safeParse({ name: 'S', email: ' ', password: 'rahasia-123', accept_terms: true }),
    adminUserCreateBody.safeParse({ email: '', password: 'rahasia-123' }),
    profilePatchBody.safeParse({ email: '' }),
    forgotPasswordBody.safeParse({ email: '' }),
  ];
  for (const result of emptyEmail) {
    assert.deepEqual(
      result.error?.issues.map((issue) => issue.message),
      [validationMessages.required],
    );
  }
  assert.equal(firstMessage(forgotPasswordBody.safeParse({ email: 'siti' })), validationMessages.email);
});

test('login needs both fields; a profile patch carries only what a user may change', () => {
  assert.equal(firstMessage(loginBody.safeParse({ email: '', password: 'x' })), validationMessages.required);
  assert.deepEqual(profilePatchBody.parse({ name: 'Baru', role: 'admin' }), { name: 'Baru' });
  assert.deepEqual(adminUserPatchBody.parse({ role: 'admin', subscription_time: null }), {
    role: 'admin',
    subscription_time: null,
  });
  assert.equal(firstMessage(adminUserPatchBody.safeParse({ role: 'raja' })), validationMessages.option);
  assert.equal(
    adminUserPatchBody.parse({ subscription_time: '2026-02-01T00:00:00+07:00' }).subscription_time,
    '2026-01-31T17:00:00.000Z',
  );
});

test('an admin creates a user account by default', () => {
  assert.equal(adminUserCreateBody.parse({ email: 'a@b.id', password: 'rahasia-123' }).role, 'user');
});

test('password reset: a request needs a valid e-mail, a reset a token and a new password', () => {
  assert.deepEqual(forgotPasswordBody.parse({ email: ' Putu@Contoh.id ' }), { email: 'putu@contoh.id' });
  assert.equal(firstMessage(forgotPasswordBody.safeParse({ email: 'putu' })), validationMessages.email);
  const token = 'x'.repeat(43);
  assert.equal(resetPasswordBody.safeParse({ token, password: 'baru-sekali-1' }).success, true);
  assert.equal(
    firstMessage(resetPasswordBody.safeParse({ token: 'pendek', password: 'baru-sekali-1' })),
    passwordResetMessages.invalidLink,
  );
  assert.equal(
    firstMessage(resetPasswordBody.safeParse({ token: 'x'.repeat(201), password: 'baru-sekali-1' })),
    passwordResetMessages.invalidLink,
  );
  assert.equal(firstMessage(resetPasswordBody.safeParse({ token, password: 'pendek' })), validationMessages.password);
});
