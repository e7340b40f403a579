import { BookOpen, GraduationCap } from 'lucide-react';
import { Link } from '#web/lib/router';
import { paths } from '#web/app/paths';
import { actionTones, StatusActions } from './status-actions';

const nextSteps = [
  { to: paths.myLearning, icon: GraduationCap, label: 'Open My Learning', tone: 'outline' },
  { to: paths.learning, icon: BookOpen, label: 'Browse More Courses', tone: 'primary' },
] as const;

/** Where a learner whose payment went through goes next: paid, or refunded since. */
export function EnrolledNextSteps() {
  return (
    <StatusActions>
      {nextSteps.map(({ to, icon: Icon, label, tone }) => (
        <Link key={to} to={to} className={actionTones[tone]}>
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </Link>
      ))}
    </StatusActions>
  );
}
