import { randomBytes } from 'node:crypto';
import type { AdminBatch } from '#shared/admin/catalog-batches';
import type { AdminCourseCreate } from '#shared/admin/catalog-courses';
import * as apiPaths from '#shared/api/api-paths';
import { withPathParameters } from '#shared/api/path-parameters';
import type { Course } from '#shared/content/schemas';
import { asAdmin } from './admin-session';

// A course as an admin fills in the Courses tab's form: a draft, so no public list or page shows
// it while tests run.

const suffix = () => randomBytes(4).toString('hex');

/** The admin's course form, with a slug and title of its own. */
export function aDraftCourseForm(overrides: Partial<AdminCourseCreate> = {}): AdminCourseCreate {
  const slug = `admin-test-${suffix()}`;
  return {
    slug,
    title: `Kubernetes in Production ${slug.slice(-8)}`,
    status: 'draft',
    shortDescription: 'Run real workloads on Kubernetes with confidence.',
    description: 'Clusters, deployments, observability and incident drills on a live cluster.',
    durationWeeks: 10,
    level: 'Advanced',
    category: 'Cloud Computing',
    priceRupees: 18999,
    originalPriceRupees: 24999,
    instructor: { name: 'Kavya Reddy', bio: 'Runs the platform team.', experience: '11 years' },
    syllabus: [{ module: 'Cluster basics', topics: ['Pods', 'Services'], duration: '2 weeks' }],
    features: ['Live labs'],
    whatYouLearn: ['Operate a cluster'],
    ...overrides,
  };
}

/**
 * A draft course with one batch, made through the admin API as an admin would, and the way to
 * delete both again (the batch first: a course with batches is not deleted).
 */
export async function draftCourseWithBatch(
  batchFields: { startDate?: string; seats?: number } = {},
): Promise<{
  course: Course;
  batch: AdminBatch;
  remove: () => Promise<void>;
}> {
  const course = await asAdmin<Course>('POST', apiPaths.adminCourses, aDraftCourseForm());
  if (course.status !== 201) throw new Error(`Creating a course answered ${course.status}`);
  const batch = await asAdmin<AdminBatch>(
    'POST',
    withPathParameters(apiPaths.adminCourseBatches, { id: course.body.id }),
    {
      name: 'Evening Batch',
      startDate: '2027-04-05',
      schedule: 'Mon–Fri 7 PM IST',
      seats: 5,
      ...batchFields,
    },
  );
  if (batch.status !== 201) throw new Error(`Adding a batch answered ${batch.status}`);
  return {
    course: course.body,
    batch: batch.body,
    async remove() {
      const ids = { id: course.body.id, batchId: batch.body.id };
      await asAdmin('DELETE', withPathParameters(apiPaths.adminCourseBatch, ids));
      await asAdmin('DELETE', withPathParameters(apiPaths.adminCourse, ids));
    },
  };
}
