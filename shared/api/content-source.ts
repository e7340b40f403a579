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
} from './content';

/**
 * Where pages read public content from. In the browser it is the API; when pages are rendered
 * to HTML it is the table itself, read by the same functions as the API handlers
 * (publicContent, lambdas/publishing/public-content.ts). A missing item is `undefined`, so pages show their not-found state.
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
