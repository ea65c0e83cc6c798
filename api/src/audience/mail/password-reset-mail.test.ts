import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { passwordResetMessages } from '@teater/contract';
import { eq, sql } from 'drizzle-orm';
import { passwordResets, users } from '../../accounts/schema.js';
import { mailOutbox } from '../../core/mail-outbox/schema.js';
import { deliver, login, signUp, smtp, t, useMailApp } from '../../test/mail-fixture.js';

/** Password reset by mail. */
useMailApp();

describe('password reset', () => {
  test('the link sets a new password once; the old password and sessions end; the answer never tells', async () => {
    await signUp('lupa@contoh.id', 'password-lama-1');
    const oldSession = (await login('lupa@contoh.id', 'password-lama-1')).json().token as string;
    const anonymous = await t.as('anonymous');
    const known = await anonymous.post('/api/v1/users/forgot-password', { email: 'lupa@contoh.id' });
    const unknown = await anonymous.post('/api/v1/users/forgot-password', { email: 'tidak-ada@contoh.id' });
    assert.equal(known.statusCode, 200);
    assert.deepEqual(known.json(), unknown.json());
    assert.equal(known.json().message, passwordResetMessages.sent);
    await deliver();
    const mail = smtp.to('lupa@contoh.id').find((m) => m.subject?.startsWith('Atur ulang password'));
    const link = /http:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mail?.text ?? '');
    assert.ok(link, 'the mail carries the link');
    const token = link[1] ?? '';
    assert.ok(token.length >= 40, 'at least 128 random bits');
    const [stored] = await t.app.db.select().from(passwordResets);
    assert.notEqual(stored?.tokenHash, token, 'only a hash is kept');
    const [outboxRow] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'));
    assert.equal(outboxRow?.data.link, null, 'the sent link is not kept in the outbox');

    const check = (value: string) => anonymous.post('/api/v1/users/reset-password/check', { token: value });
    assert.equal((await check(token)).statusCode, 200, 'the page learns the link works before a password is typed');
    assert.equal((await check(`${token}x`)).json().message, passwordResetMessages.invalidLink);
    const reset = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-baru-2' });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await login('lupa@contoh.id', 'password-lama-1')).statusCode, 401);
    assert.equal((await login('lupa@contoh.id', 'password-baru-2')).statusCode, 200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${oldSession}` },
    });
    assert.equal(me.statusCode, 401, 'the old session ended');
    const again = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-lain-3' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().message, passwordResetMessages.invalidLink);
    const used = await check(token);
    assert.equal(used.statusCode, 400, 'a used link says so when its page opens');
    assert.equal(used.json().message, passwordResetMessages.invalidLink);
  });

  test('an expired link is refused; a fourth request within the hour sends no mail', async () => {
    const anonymous = await t.as('anonymous');
    await signUp('sering@contoh.id');
    for (let i = 0; i < 4; i++) await anonymous.post('/api/v1/users/forgot-password', { email: 'sering@contoh.id' });
    const [account] = await t.app.db.select().from(users).where(eq(users.email, 'sering@contoh.id'));
    const rows = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account?.id ?? 0));
    assert.equal(rows.length, 3);
    await t.app.db.execute(sql`UPDATE password_resets SET expires_at = now() - interval '1 minute'`);
    await deliver();
    const mail = smtp.to('sering@contoh.id').find((m) => m.subject?.startsWith('Atur ulang password'));
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const res = await anonymous.post('/api/v1/users/reset-password', { token, password: 'password-baru-2' });
    assert.equal(res.statusCode, 400);
    const checked = await anonymous.post('/api/v1/users/reset-password/check', { token });
    assert.equal(checked.statusCode, 400, 'an expired link says so when its page opens');
  });
});
