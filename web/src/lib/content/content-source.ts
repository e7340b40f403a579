import type {
  BlogListQuery,
  BlogListResponse,
  BlogPostResponse,
  CaseStudiesResponse,
  CaseStudyListQuery,
  CourseDetailResponse,
  CourseListQuery,
  CoursesResponse,
  JobsResponse,
  ServicesResponse,
  SiteResponse,
} from '../../../../shared/api/content';
import { ApiError, apiGet } from '../api-client';

/**
 * Where pages read public content from. In the browser it is the API; when the build
 * prerenders pages it is the build's own copy of the content (scripts/prerender), answering
 * the same shapes. A missing item is `undefined`, so pages show their not-found state.
 */
export interface ContentSource {
  site(): Promise<SiteResponse>;
  services(): Promise<ServicesResponse>;
  blogPosts(query?: BlogListQuery): Promise<BlogListResponse>;
  blogPost(slug: string): Promise<BlogPostResponse | undefined>;
  caseStudies(query?: CaseStudyListQuery): Promise<CaseStudiesResponse>;
  jobs(): Promise<JobsResponse>;
  courses(query?: CourseListQuery): Promise<CoursesResponse>;
  course(slug: string): Promise<CourseDetailResponse | undefined>;
}

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
