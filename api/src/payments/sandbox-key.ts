import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../core/config.js';

/**
 * The sandbox's signing key: PAYMENT_SANDBOX_KEY, or one generated on first start and kept in
 * DATA_DIR, so notifications signed before a restart still verify after it.
 */
export function sandboxKey(config: Config): string {
  if (config.PAYMENT_SANDBOX_KEY) return config.PAYMENT_SANDBOX_KEY;
  const file = path.join(config.dataDir, 'payment-sandbox.key');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not generated yet
  }
  const key = randomBytes(32).toString('hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
