// Loaded with the first login or sign-up, not at start: its native library is about 15 MB resident.
const argon2 = () => import('@node-rs/argon2');

// argon2id with the library's defaults (19 MiB, t=2), OWASP's recommended minimum.
export const hashPassword = async (password: string) => (await argon2()).hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await (await argon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
