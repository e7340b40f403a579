import { SectionHeading } from '#web/components/section-heading';

// docs/product.md §2: the four steps, in order.
const steps = [
  {
    title: 'Discovery & Planning',
    description:
      'We learn your business, users and goals in a short workshop, then agree on scope, milestones and a fixed estimate in writing.',
  },
  {
    title: 'Design & Architecture',
    description:
      'Wireframes, visual design and a technical plan that fits your budget, reviewed with you before a line of production code is written.',
  },
  {
    title: 'Development & Testing',
    description:
      'Two-week sprints with a working demo at the end of each, automated tests and manual QA on the phones and browsers your customers use.',
  },
  {
    title: 'Launch & Support',
    description:
      'A calm, monitored launch, 30 days of free fixes, and an optional maintenance plan with 24/7 cover for anything critical.',
  },
];

export function ProcessSteps() {
  return (
    <section
      aria-labelledby="process-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-20 lg:px-8 dark:bg-slate-900/50"
    >
      <SectionHeading
        id="process-title"
        eyebrow="How we work"
        title="Our Process"
        description="A clear, predictable path from your first call to a product your customers love."
      />
      <ol className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-10 items-center justify-center rounded-full bg-blue-600 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">
              {step.description}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
