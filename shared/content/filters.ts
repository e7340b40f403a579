import type { BlogPost, CaseStudy, Course, CourseLevel, JobPosting } from './schemas';

// The list filters of docs/product.md §2, shared so the API and the pages filter the same way.
// A missing, empty or 'All' filter matches everything.

const isUnset = (value: string | undefined): value is undefined | '' =>
  value === undefined || value.trim() === '' || value === 'All';

/** Case-insensitive substring search across the given fields. */
export function matchesSearch(query: string | undefined, ...fields: string[]): boolean {
  if (isUnset(query)) return true;
  const needle = query.trim().toLowerCase();
  return fields.some((field) => field.toLowerCase().includes(needle));
}

function matchesFilter(wanted: string | undefined, actual: string): boolean {
  return isUnset(wanted) || wanted.toLowerCase() === actual.toLowerCase();
}

/** 'All' first, then each value once, in first-seen order (docs/product.md §2 dropdowns). */
export function filterOptions<T>(items: T[], pick: (item: T) => string): string[] {
  return ['All', ...new Set(items.map(pick))];
}

export function filterBlogPosts<T extends Pick<BlogPost, 'title' | 'summary' | 'category'>>(
  posts: T[],
  { category, q }: { category?: string; q?: string },
): T[] {
  return posts.filter(
    (post) => matchesFilter(category, post.category) && matchesSearch(q, post.title, post.summary),
  );
}

export function filterCaseStudies<T extends Pick<CaseStudy, 'title' | 'clientName' | 'industry'>>(
  studies: T[],
  { industry, q }: { industry?: string; q?: string },
): T[] {
  return studies.filter(
    (study) =>
      matchesFilter(industry, study.industry) &&
      matchesSearch(q, study.title, study.clientName, study.industry),
  );
}

export function filterCourses<
  T extends Pick<Course, 'title' | 'description' | 'category' | 'level'>,
>(
  courses: T[],
  { category, level, q }: { category?: string; level?: CourseLevel | 'All'; q?: string },
): T[] {
  return courses.filter(
    (course) =>
      matchesFilter(category, course.category) &&
      matchesFilter(level, course.level) &&
      matchesSearch(q, course.title, course.description),
  );
}

/** docs/product.md §4: a posting is public while published and not past expires_at. */
export function isJobOpen(job: Pick<JobPosting, 'status' | 'expiresAt'>, now: Date): boolean {
  return job.status === 'published' && (job.expiresAt === null || new Date(job.expiresAt) > now);
}
