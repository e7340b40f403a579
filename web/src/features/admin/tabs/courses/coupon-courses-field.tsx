import { useEffect, useState } from 'react';
import type { AdminCourseSummary } from '#shared/admin/catalog-courses';
import { ErrorAlert } from '#web/components/error-alert';
import { courseChoicesOf, toggledSlugs } from './coupon-form-values';
import { fetchCourseChoices } from './course-api';
import { CheckboxField } from './form-controls';

// The coupon form's 'Applies to': a box per course; none checked means every course.

export function CouponCoursesField({
  applicable,
  error,
  onChange,
}: {
  applicable: string[];
  error: string | undefined;
  onChange: (applicable: string[]) => void;
}) {
  const courses = useCourseChoices();
  return (
    <fieldset aria-describedby="coupon-courses-hint">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Applies to</legend>
      <p id="coupon-courses-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        None checked: every course.
      </p>
      {courses.error && <ErrorAlert message={courses.error} />}
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {courseChoicesOf(courses.items, applicable).map((choice) => (
          <CheckboxField
            key={choice.slug}
            label={choice.label}
            checked={applicable.includes(choice.slug)}
            onChange={(checked) => onChange(toggledSlugs(applicable, choice.slug, checked))}
          />
        ))}
      </div>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p>}
    </fieldset>
  );
}

function useCourseChoices() {
  const [state, setState] = useState<{ items: AdminCourseSummary[]; error: string }>({
    items: [],
    error: '',
  });
  useEffect(() => {
    let current = true;
    fetchCourseChoices().then(
      (page) => {
        if (current) setState({ items: page.items, error: '' });
      },
      () => {
        if (current) setState({ items: [], error: 'Failed to load the courses to choose from.' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
