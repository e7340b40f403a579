import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { ContentSource } from '#shared/api/content-source';
import { ApiError, apiGet } from '../api-client';

export type { ContentSource };

const undefinedWhenNotFound = <T>(request: Promise<T>): Promise<T | undefined> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });

export const apiContentSource: ContentSource = {
  site: () => apiGet(apiPaths.site),
  services: () => apiGet(apiPaths.services),
  blogPosts: (query) => apiGet(apiPaths.blog, { query }),
  blogPost: (slug) =>
    undefinedWhenNotFound(apiGet(withPathParameters(apiPaths.blogPost, { slug }))),
  caseStudies: (query) => apiGet(apiPaths.caseStudies, { query }),
  jobs: () => apiGet(apiPaths.jobs),
  courses: (query) => apiGet(apiPaths.courses, { query }),
  course: (slug) => undefinedWhenNotFound(apiGet(withPathParameters(apiPaths.course, { slug }))),
};
