import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Entity, type ListCallParams, type ListMeta, listCall, type ResourceDef } from '@teater/contract';
import { api, apiUpload } from './api';
import { takeInitialData } from './initial-data';

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

const clients = new Map<string, unknown>();

/**
 * The browser side of one contract resource: its REST calls as TanStack Query options, hooks and
 * mutations (the server side is its ServerResource, api/src/content). Writes invalidate the
 * resource's queries so every list and detail reloads. T is what the API answers: the stored
 * fields, unless the server shapes its output (e.g. Article). One client per resource.
 */
export function resourceClient<R extends ResourceDef, T = Entity<R>>(def: R): ResourceClient<R, T> {
  let client = clients.get(def.name) as ResourceClient<R, T> | undefined;
  if (!client) {
    client = createClient<R, T>(def);
    clients.set(def.name, client);
  }
  return client;
}

export type ResourceClient<R extends ResourceDef = ResourceDef, T = Entity<R>> = ReturnType<typeof createClient<R, T>>;

function createClient<R extends ResourceDef, T>(def: R) {
  const key = [def.name] as const;
  const list = (params: ListCallParams = {}) => {
    const path = listCall(def.path, params);
    return queryOptions({
      queryKey: [...key, 'list', params],
      queryFn: ({ signal }) => api<ListResult<T>>(path, { signal }),
      // A public page's first answers come with its HTML (server-rendered with the same data).
      initialData: () => takeInitialData<ListResult<T>>(path),
    });
  };
  const detail = (id: number | string) =>
    queryOptions({
      queryKey: [...key, 'detail', String(id)],
      queryFn: ({ signal }) => api<{ data: T }>(`${def.path}/${id}`, { signal }).then((r) => r.data),
      initialData: () => takeInitialData<{ data: T }>(`${def.path}/${id}`)?.data,
    });

  return {
    def,
    key,
    list,
    detail,
    useList: (params?: ListCallParams) => useQuery({ ...list(params), select: (r) => r.data }),
    useDetail: (id: number | string | undefined) =>
      useQuery({ ...detail(id ?? ''), enabled: id !== undefined && id !== '' }),
    /** create, update (PATCH: only sent fields change) and remove, each invalidating the resource */
    useMutations() {
      const client = useQueryClient();
      const invalidate = () => client.invalidateQueries({ queryKey: key });
      const send = (
        method: 'POST' | 'PATCH' | 'PUT',
        path: string,
        body: FormData | Record<string, unknown>,
        onProgress?: (f: number) => void,
      ) =>
        body instanceof FormData
          ? apiUpload<{ data: T }>(path, method, body, onProgress)
          : api<{ data: T }>(path, { method, body });
      return {
        create: useMutation({
          mutationFn: ({
            body,
            onProgress,
          }: {
            body: FormData | Record<string, unknown>;
            onProgress?: (f: number) => void;
          }) => send('POST', def.path, body, onProgress).then((r) => r.data),
          onSuccess: invalidate,
        }),
        update: useMutation({
          mutationFn: ({
            id,
            body,
            onProgress,
          }: {
            id: number;
            body: FormData | Record<string, unknown>;
            onProgress?: (f: number) => void;
          }) => send('PATCH', `${def.path}/${id}`, body, onProgress).then((r) => r.data),
          onSuccess: invalidate,
        }),
        remove: useMutation({
          mutationFn: (id: number) => api<{ message: string }>(`${def.path}/${id}`, { method: 'DELETE' }),
          onSuccess: invalidate,
        }),
      };
    },
  };
}
