import type * as z from 'zod';
import type { AdminPage } from '#shared/admin/lists';
import { requireAdmin } from './admin-auth';
import { NotFoundError } from './errors';
import { ok, parseJsonBody, parseQuery, pathParameter, type RouteTable } from './http';

/** How one admin tab's items are stored: the data module's functions for them. */
export interface AdminCollectionStore<T, Query, Update> {
  find(query: Query): Promise<AdminPage<T>>;
  get(id: string): Promise<T | undefined>;
  update(id: string, changes: Update): Promise<T | undefined>;
  delete(id: string): Promise<boolean>;
}

/**
 * The routes of an admin list tab (docs/architecture.md §4): list with search, filters and paging, read one,
 * PATCH and DELETE. The JWT authorizer lets only signed-in users through; every route checks
 * again that the caller is in `admin` before anything else.
 */
export function adminCollectionRoutes<T, Q extends z.ZodType, U extends z.ZodType>(options: {
  /** e.g. '/api/admin/contacts' */
  path: string;
  listQuery: Q;
  update: U;
  notFoundMessage: string;
  store: AdminCollectionStore<T, z.infer<Q>, z.infer<U>>;
}): RouteTable {
  const { path, listQuery, update, notFoundMessage, store } = options;
  const notFound = () => new NotFoundError(notFoundMessage);
  return {
    [`GET ${path}`]: async (event) => {
      requireAdmin(event);
      return ok(await store.find(parseQuery(event, listQuery)));
    },
    [`GET ${path}/{id}`]: async (event) => {
      requireAdmin(event);
      const item = await store.get(pathParameter(event, 'id'));
      if (!item) throw notFound();
      return ok(item);
    },
    [`PATCH ${path}/{id}`]: async (event) => {
      requireAdmin(event);
      const id = pathParameter(event, 'id');
      const updated = await store.update(id, parseJsonBody(event, update));
      if (!updated) throw notFound();
      return ok(updated);
    },
    [`DELETE ${path}/{id}`]: async (event) => {
      requireAdmin(event);
      if (!(await store.delete(pathParameter(event, 'id')))) throw notFound();
      return { statusCode: 204 };
    },
  };
}
