/** The readable session hints (id, role) the server sets beside the httpOnly token. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function clearHintCookies() {
  // The server clears these on logout; this covers a session that already ended server-side.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  for (const name of ['id', 'role', 'token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
