/**
 * What a log keeps of an error. A failed query's error (drizzle's, the driver's) carries the
 * statement's parameters: whole rows of names, e-mails and password hashes on inserts. The log
 * names the statement and the database's reason, never the values.
 */

/** Properties that hold a statement's values, or a row's (PostgreSQL's `Key (email)=(…)`). */
const VALUES = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'hint']);
const DEEPEST_CAUSE = 4;

/** A PostgreSQL error (its SQLSTATE): its message may quote the refused value, which is dropped. */
const isDatabaseError = (error: Record<string, unknown>) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);

function messageOf(error: Record<string, unknown>): string {
  const message = String(error.message ?? '');
  // drizzle: `Failed query: <statement>\nparams: <values>`
  const statement = message.split('\nparams:')[0] ?? '';
  return isDatabaseError(error) ? statement.replace(/"[^"]*"|\([^)]*\)=\([^)]*\)/g, '"…"') : statement;
}

/** An error as the log writes it: type, message, code, statement, stack frames and cause, no values. */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object') return error;
  const source = error as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : 'Object',
    message: messageOf(source),
  };
  for (const [key, value] of Object.entries(source)) {
    if (VALUES.has(key) || key === 'message' || key === 'cause') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (error instanceof Error && error.stack) {
    // the stack's first lines repeat the message (with the values): keep the frames only
    const frames = error.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    out.stack = [`${out.type}: ${out.message}`, ...frames].join('\n');
  }
  const cause = source.cause;
  if (cause !== undefined && depth < DEEPEST_CAUSE) out.cause = errorForLog(cause, depth + 1);
  return out;
}

/** An error's message as a record keeps it (a mail's or a message's last error): no statement values. */
export const errorMessage = (error: unknown): string => {
  const logged = errorForLog(error);
  return logged !== null && typeof logged === 'object' ? (logged as { message: string }).message : String(logged);
};

/** An error as one line of text for a log message (`String(error)` would carry the values). */
export const errorText = (error: unknown): string => {
  const logged = errorForLog(error);
  if (logged === null || typeof logged !== 'object') return String(logged);
  const { type, message, cause } = logged as { type: string; message: string; cause?: { message?: string } };
  return cause?.message ? `${type}: ${message} (${cause.message})` : `${type}: ${message}`;
};

/** The logger's `err` serializer (pino's shape: type, message, stack). */
export const loggedError = (error: Error) => {
  const logged = errorForLog(error);
  return (logged !== null && typeof logged === 'object' ? logged : { message: String(logged) }) as {
    [key: string]: unknown;
    type: string;
    message: string;
    stack: string;
  };
};
