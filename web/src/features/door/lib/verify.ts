import * as ed from '@noble/ed25519';
import { sha512 } from '@noble/hashes/sha2.js';
import type { SignedTicket } from '@teater/contract/door';

// noble's synchronous verify needs a SHA-512: a scan's result must not wait for WebCrypto's promise
// (nor need a secure context, nor a browser with Ed25519 in WebCrypto: older iPhones lack it).
ed.hashes.sha512 = sha512;

const fromBase64Url = (text: string) => {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** Checks a QR's signature with the server's public key: the device holds nothing that could sign. */
export function verifierOf(publicKey: string): (signed: SignedTicket) => boolean {
  const key = fromBase64Url(publicKey);
  const encoder = new TextEncoder();
  return (signed) => {
    try {
      return ed.verify(fromBase64Url(signed.signature), encoder.encode(signed.body), key);
    } catch {
      return false;
    }
  };
}
