import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  formatDate,
  formatDateTime,
  formatDateTimeWib,
  formatRupiah,
  isSubscriptionActive,
  remaining,
  splitUrls,
} from './format.js';

test('rupiah with Indonesian thousand separators and ,00', () => {
  assert.equal(formatRupiah(65000), 'Rp 65.000,00');
  assert.equal(formatRupiah(1_250_000), 'Rp 1.250.000,00');
  assert.equal(formatRupiah(0), 'Rp 0,00');
  assert.equal(formatRupiah(999.9), 'Rp 999,00', 'whole rupiah, never rounded up');
});

test('dates and times in Indonesian, in WIB', () => {
  // 17:30 UTC on 21 November is already 22 November in Jakarta
  assert.equal(formatDate('2026-11-21T17:30:00Z'), '22 November 2026');
  assert.equal(formatDateTime('2026-11-22T12:30:00Z'), '22 November 2026 pukul 19.30');
  assert.equal(formatDate(new Date('2026-08-17T00:00:00+07:00')), '17 Agustus 2026');
  assert.equal(formatDateTimeWib('2026-11-22T12:30:00Z'), '22 November 2026 pukul 19.30 WIB');
});

test('the same WIB date and time whatever the process time zone', () => {
  const script = `
    import { formatDate, formatDateTime } from ${JSON.stringify(fileURLToPath(new URL('./format.ts', import.meta.url)))};
    console.log(formatDate('2026-11-21T17:30:00Z') + '|' + formatDateTime('2026-11-22T12:30:00Z'));`;
  for (const TZ of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, TZ },
      encoding: 'utf8',
    });
    assert.equal(out.trim(), '22 November 2026|22 November 2026 pukul 19.30', TZ);
  }
});

test('the time left of a subscription, never negative', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  assert.deepEqual(remaining(new Date('2026-01-03T04:05:06Z'), now), {
    days: 2,
    hours: 4,
    minutes: 5,
    seconds: 6,
    ended: false,
  });
  assert.deepEqual(remaining(new Date('2025-12-31T00:00:00Z'), now), {
    days: 0,
    hours: 0,
    minutes: 0,
    seconds: 0,
    ended: true,
  });
});

test('a subscription is active while its end lies ahead; a URL list splits on commas', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  assert.equal(isSubscriptionActive('2026-01-01T00:00:01Z', now), true);
  assert.equal(isSubscriptionActive('2026-01-01T00:00:00Z', now), false);
  assert.equal(isSubscriptionActive(null, now), false);
  assert.deepEqual(splitUrls(' /media/a.webp, ,/media/b.webp '), ['/media/a.webp', '/media/b.webp']);
  assert.deepEqual(splitUrls(null), []);
});
