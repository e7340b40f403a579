import { Eye, Target } from 'lucide-react';

const statements = [
  {
    icon: Target,
    title: 'Our Mission',
    text: 'To help growing businesses use technology with confidence, by building reliable, affordable software that solves real problems and delivers results they can measure.',
  },
  {
    icon: Eye,
    title: 'Our Vision',
    text: 'To be the most trusted technology partner for Indian businesses and their customers worldwide, known for engineering quality, honesty and the people we train.',
  },
];

export function MissionVision() {
  return (
    <section
      aria-label="Mission and vision"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-slate-900/50"
    >
      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-2">
        {statements.map(({ icon: Icon, title, text }) => (
          <article
            key={title}
            className="rounded-2xl border border-slate-200 bg-white p-7 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
            <p className="mt-3 leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
