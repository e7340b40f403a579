import { randomBytes } from 'node:crypto';
import type { AdminCourseCreate } from '#shared/admin/catalog-courses';

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
