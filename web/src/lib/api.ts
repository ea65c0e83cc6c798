import { API_BASE, currentLocale, uiMessages } from '@teater/contract';

/**
 * An API error: the server's Indonesian message and, for validation, per-field messages. When the
 * server said nothing (no connection, a proxy's page), `specific` is false and the message is the
 * generic one for the call's method; a screen's own text then takes its place (errorMessage).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly specific = true,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec 8's fallbacks when the server gives no message: reading, deleting, anything else. */
const silentFailure = (method: Method, status = 0) =>
  new ApiError(
    status,
    method === 'GET' ? uiMessages.fetchError : method === 'DELETE' ? uiMessages.deleteError : uiMessages.genericError,
    {},
    false,
  );

const failureOf = (method: Method, status: number, json: unknown) => {
  const payload = (json ?? {}) as { message?: string; errors?: Record<string, string> };
  return payload.message ? new ApiError(status, payload.message, payload.errors) : silentFailure(method, status);
};

export interface RequestOptions {
  method?: Method;
  /** FormData is sent as multipart, anything else as JSON */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Calls /api/v1 with the session cookie; resolves to the JSON body or throws ApiError. */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal, headers = {} }: RequestOptions = {},
): Promise<T> {
  const init: RequestInit = {
    method,
    signal,
    credentials: 'same-origin',
    // the page's language, not the browser's: an English browser on an Indonesian page reads Indonesian
    headers: { accept: 'application/json', 'accept-language': currentLocale(), ...headers },
  };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw silentFailure(method);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) throw failureOf(method, res.status, json);
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Uploads with progress (fetch has no upload progress): XMLHttpRequest, same error shape.
 * onProgress gets 0..1.
 */
export function apiUpload<T>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH',
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(silentFailure(method));
    xhr.onload = () => {
      const json = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else reject(failureOf(method, xhr.status, json));
    };
    xhr.send(form);
  });
}

/**
 * What to show for a failed call: the server's message; else the screen's own text (`fallback`,
 * spec 8: 'Failed to delete video' when the delete fails without a server message); else the
 * generic text of the call's method.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError && !error.specific) return fallback ?? error.message;
  return error instanceof Error && error.message ? error.message : (fallback ?? uiMessages.genericError);
}

/** The screen's failure text plus what the server said, when it said something else. */
export function failureWithDetail(error: unknown, text: string): string {
  const detail = errorMessage(error, text);
  return detail !== text ? `${text}: ${detail}` : text;
}
