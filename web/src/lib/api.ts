import { API_BASE, uiMessages } from '@teater/contract';

/** An API error: the server's Indonesian message and, for validation, per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
    headers: { accept: 'application/json', ...headers },
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
    throw new ApiError(0, uiMessages.fetchError);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const payload = (json ?? {}) as { message?: string; errors?: Record<string, string> };
    throw new ApiError(res.status, payload.message ?? uiMessages.genericError, payload.errors);
  }
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
    xhr.onerror = () => reject(new ApiError(0, uiMessages.fetchError));
    xhr.onload = () => {
      const json = xhr.responseText ? safeJson(xhr.responseText) : undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else {
        const payload = (json ?? {}) as { message?: string; errors?: Record<string, string> };
        reject(new ApiError(xhr.status, payload.message ?? uiMessages.genericError, payload.errors));
      }
    };
    xhr.send(form);
  });
}

export const errorMessage = (error: unknown, fallback: string = uiMessages.genericError) =>
  error instanceof Error && error.message ? error.message : fallback;
