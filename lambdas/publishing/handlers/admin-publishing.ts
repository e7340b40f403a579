import type * as z from 'zod';
import { adminBlogPostInput, adminBlogPostMessages } from '#shared/admin/blog-posts';
import { adminCaseStudyInput, adminCaseStudyMessages } from '#shared/admin/case-studies';
import { adminJobPostingInput, adminJobPostingMessages } from '#shared/admin/job-postings';
import type { AdminPage } from '#shared/admin/lists';
import { pageStatusQuery } from '#shared/admin/page-status';
import {
  adminPublicationStatusUpdate,
  adminPublishingListQuery,
  type AdminPublicationStatusUpdate,
} from '#shared/admin/publishing';
import type { PublicationStatus } from '#shared/content/schemas';
import { blogPosts } from '#lambdas/data/blog-posts';
import { caseStudies } from '#lambdas/data/case-studies';
import { getJobPostingById, jobPostings } from '#lambdas/data/job-postings';
import { pageStatusOf } from '../page-status';
import { requireAdmin } from '#lambdas/lib/admin-auth';
import { adminCollectionRoutes } from '#lambdas/lib/admin-collection';
import { NotFoundError } from '#lambdas/lib/errors';
import {
  createApiHandler,
  created,
  ok,
  parseJsonBody,
  parseQuery,
  pathParameter,
  type RouteTable,
} from '#lambdas/lib/http';

// The admin Blog Posts, Case Studies and Job Postings tabs (docs/architecture.md §4). Each is a list tab
// (list, read, PATCH the draft/published status, delete) plus POST to create and PUT to edit.
// Items are stored in the shapes the public API reads, so a change shows on the site at once.
// Also the public page status every admin editor polls after a save (decision 008), courses' and
// the settings' too.

type ListQuery = z.output<typeof adminPublishingListQuery>;

interface PublishingStore<Item, Listed, Fields> {
  find(query: ListQuery): Promise<AdminPage<Listed>>;
  get(id: string): Promise<Item | undefined>;
  create(fields: Fields): Promise<Item>;
  replace(id: string, fields: Fields): Promise<Item | undefined>;
  setStatus(id: string, status: PublicationStatus): Promise<Item | undefined>;
  delete(id: string): Promise<boolean>;
}

/** The list may show less of an item (no blog HTML) than GET /{id} answers. */
function publishingRoutes<Listed, Item extends Listed, Input extends z.ZodType>(options: {
  /** e.g. '/api/admin/blog' */
  path: string;
  input: Input;
  notFoundMessage: string;
  store: PublishingStore<Item, Listed, z.output<Input>>;
}): RouteTable {
  const { path, input, notFoundMessage, store } = options;
  return {
    ...adminCollectionRoutes<
      Listed,
      typeof adminPublishingListQuery,
      typeof adminPublicationStatusUpdate
    >({
      path,
      listQuery: adminPublishingListQuery,
      update: adminPublicationStatusUpdate,
      notFoundMessage,
      store: {
        find: store.find,
        get: store.get,
        update: (id, { status }: AdminPublicationStatusUpdate) => store.setStatus(id, status),
        delete: store.delete,
      },
    }),
    [`POST ${path}`]: async (event) => {
      requireAdmin(event);
      return created(await store.create(parseJsonBody(event, input)));
    },
    [`PUT ${path}/{id}`]: async (event) => {
      requireAdmin(event);
      const id = pathParameter(event, 'id');
      const updated = await store.replace(id, parseJsonBody(event, input));
      if (!updated) throw new NotFoundError(notFoundMessage);
      return ok(updated);
    },
  };
}

export const routes: RouteTable = {
  ...publishingRoutes({
    path: '/api/admin/blog',
    input: adminBlogPostInput,
    notFoundMessage: adminBlogPostMessages.notFound,
    store: blogPosts,
  }),
  ...publishingRoutes({
    path: '/api/admin/case-studies',
    input: adminCaseStudyInput,
    notFoundMessage: adminCaseStudyMessages.notFound,
    store: caseStudies,
  }),
  ...publishingRoutes({
    path: '/api/admin/jobs',
    input: adminJobPostingInput,
    notFoundMessage: adminJobPostingMessages.notFound,
    // The admin sees a posting however it stands, so no open-or-not check here.
    store: { ...jobPostings, get: getJobPostingById },
  }),
  'GET /api/admin/page-status': async (event) => {
    requireAdmin(event);
    return ok(await pageStatusOf(parseQuery(event, pageStatusQuery)));
  },
};

export const handler = createApiHandler(routes);
