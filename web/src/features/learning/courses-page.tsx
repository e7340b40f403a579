import { filterCourses } from '#shared/content/filters';
import type { CourseLevel } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { ListSection } from '#web/components/list-section';
import { PageHero } from '#web/components/page-hero';
import { useContent } from '#web/lib/content/use-content';
import { PageMeta } from '#web/lib/page-meta';
import { CourseCard } from './components/course-card';
import { studentsLabel } from './course-display';

type LevelFilter = CourseLevel | 'All';
const levels: LevelFilter[] = ['All', 'Beginner', 'Intermediate', 'Advanced'];
const asLevel = (value: string): LevelFilter => levels.find((level) => level === value) ?? 'All';

export function CoursesPage() {
  // The whole list once; search and filters run in the browser with the API's own rules.
  const { courses } = useContent('courses', (source) => source.courses());
  const learners = courses.reduce((sum, course) => sum + course.enrolledStudents, 0);

  return (
    <>
      <PageMeta
        title="Learning: Live Online IT Courses With Certificates"
        description="Learn in-demand tech skills in live online batches taught by working engineers. Compare courses by level, rating and duration, with fees in rupees plus GST."
        path={paths.learning}
      />
      <PageHero
        eyebrow="Learning"
        title="Courses That Build Real Skills"
        description="Instructor-led online courses from the engineers who build our client projects: hands-on assignments, reviewed capstones and a certificate at the end."
      >
        {learners > 0 && (
          <p className="font-semibold text-slate-900 dark:text-white">
            {studentsLabel(learners)} have learnt with us
          </p>
        )}
      </PageHero>

      <ListSection
        headingId="courses-title"
        heading="Courses"
        sectionClassName="px-4 pb-16 sm:px-6 lg:px-8"
        widthClassName="max-w-7xl"
        items={courses}
        search={{ label: 'Search courses', placeholder: 'Search by title or description' }}
        filter={{ label: 'Category', pick: (course) => course.category }}
        secondFilter={{ label: 'Level', options: levels }}
        match={(items, { q, filter, second }) =>
          filterCourses(items, { q, category: filter, level: asLevel(second) })
        }
        noun={{ one: 'course', many: 'courses' }}
        emptyTitle="No courses found"
        renderItem={(course) => <CourseCard key={course.id} course={course} />}
      />

      <CtaSection
        title="Not sure which course fits you?"
        description="Tell us about your background and goals, and our team will help you choose the right course and batch."
        primary={{ label: 'Talk to Our Team', to: paths.contact }}
      />
    </>
  );
}
