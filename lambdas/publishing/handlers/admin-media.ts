import { adminMediaListQuery, mediaUploadRequest } from '#shared/admin/media';
import { findMediaItems } from '#lambdas/data/media';
import { createMediaUpload } from '../media-library';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import {
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  type RouteTable,
} from '#lambdas/lib/http';

// The admin media library (docs/architecture.md §4): presigned image uploads to the media bucket, and the list.

export const routes: RouteTable = {
  'GET /api/admin/media': async (event) => {
    requireAdmin(event);
    return ok(await findMediaItems(parseQuery(event, adminMediaListQuery)));
  },

  'POST /api/admin/media': async (event) => {
    const admin = requireAdmin(event);
    const form = parseJsonBody(event, mediaUploadRequest);
    return created(await createMediaUpload(form, admin.email));
  },
};

export const handler = createApiHandler(routes);
