import { useState } from 'react';
import { filterCourses, filterOptions } from '#shared/content/filters';
import type { CourseLevel } from '#shared/content/schemas';
import { paths } from '#web/app/paths';
import { CtaSection } from '#web/components/cta-section';
import { FilteredResults } from '#web/components/filtered-results';
import { ListFilters } from '#web/components/list-filters';
import { PageHero } from '#web/components/page-hero';
import { useContent } from '#web/lib/content/use-content';
import { PageMeta } from '#web/lib/page-meta';
import { useListFilters } from '#web/lib/use-list-filters';
import { CourseCard } from './components/course-card';
import { studentsLabel } from './course-display';

type LevelFilter = CourseLevel | 'All';
const levels: LevelFilter[] = ['All', 'Beginner', 'Intermediate', 'Advanced'];
const asLevel = (value: string): LevelFilter => levels.find((level) => level === value) ?? 'All';

export function CoursesPage() {
  // The whole list once; search and filters run in the browser with the API's own rules.
  const { courses } = useContent('courses', (source) => source.courses());
  const { search, setSearch, filter: category, setFilter: setCategory, reset } = useListFilters();
  const [level, setLevel] = useState<LevelFilter>('All');
  const categories = filterOptions(courses, (course) => course.category);
  const shown = filterCourses(courses, { q: search, category, level });
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

      <section aria-labelledby="courses-title" className="px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-7xl">
          <h2 id="courses-title" className="sr-only">
            Courses
          </h2>
          <ListFilters
            search={search}
            onSearchChange={setSearch}
            searchLabel="Search courses"
            searchPlaceholder="Search by title or description"
            filter={category}
            onFilterChange={setCategory}
            filterLabel="Category"
            filterOptions={categories}
            secondFilter={{
              label: 'Level',
              value: level,
              onChange: (value) => setLevel(asLevel(value)),
              options: levels,
            }}
            shown={shown.length}
            total={courses.length}
            noun={{ one: 'course', many: 'courses' }}
          />
          <FilteredResults
            items={shown}
            renderItem={(course) => <CourseCard key={course.id} course={course} />}
            emptyTitle="No courses found"
            onReset={() => {
              reset();
              setLevel('All');
            }}
          />
        </div>
      </section>

      <CtaSection
        title="Not sure which course fits you?"
        description="Tell us about your background and goals, and our team will help you choose the right course and batch."
        primary={{ label: 'Talk to Our Team', to: paths.contact }}
      />
    </>
  );
}
