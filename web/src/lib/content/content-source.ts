import type { ContentSource } from '#shared/api/content-source';
import { ApiError, apiGet } from '../api-client';

export type { ContentSource };

const undefinedWhenNotFound = <T>(request: Promise<T>): Promise<T | undefined> =>
  request.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  });

const encode = encodeURIComponent;

export const apiContentSource: ContentSource = {
  site: () => apiGet('/api/site'),
  services: () => apiGet('/api/services'),
  blogPosts: (query) => apiGet('/api/blog', { query }),
  blogPost: (slug) => undefinedWhenNotFound(apiGet(`/api/blog/${encode(slug)}`)),
  caseStudies: (query) => apiGet('/api/case-studies', { query }),
  jobs: () => apiGet('/api/jobs'),
  courses: (query) => apiGet('/api/courses', { query }),
  course: (slug) => undefinedWhenNotFound(apiGet(`/api/courses/${encode(slug)}`)),
};
