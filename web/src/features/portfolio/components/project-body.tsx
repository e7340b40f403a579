import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PortfolioProject } from '#shared/content/schemas';
import { IconList } from '#web/components/icon-list';
import { TagList } from '#web/components/tag-list';
import { TestimonialQuote } from '#web/components/testimonial-quote';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The project's challenges beside its solutions, each list with its own icon. */
const problemsAndAnswers = [
  {
    key: 'challenges',
    title: 'Challenges',
    icon: TriangleAlert,
    iconClassName: 'text-amber-600 dark:text-amber-400',
  },
  {
    key: 'solutions',
    title: 'Solutions',
    icon: CircleCheck,
    iconClassName: 'text-green-600 dark:text-green-400',
  },
] as const;

/** Overview, results, challenges, solutions, technologies, gallery and testimonial (docs/product.md §2). */
export function ProjectBody({ project }: { project: PortfolioProject }) {
  return (
    <div className="space-y-12">
      <Block id="overview-title" title="Project Overview">
        <p className="leading-relaxed text-slate-700 dark:text-slate-300">
          {project.fullDescription}
        </p>
      </Block>

      <Block id="results-title" title="Results">
        <ul className="grid gap-4 sm:grid-cols-3">
          {project.results.map((result) => (
            <li
              key={result.metric}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="text-3xl font-extrabold text-blue-700 dark:text-blue-300">
                {result.value}
              </p>
              <p className="mt-1 font-semibold text-slate-900 dark:text-white">{result.metric}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {result.description}
              </p>
            </li>
          ))}
        </ul>
      </Block>

      <div className="grid gap-10 md:grid-cols-2">
        {problemsAndAnswers.map(({ key, title, icon, iconClassName }) => (
          <Block key={key} id={`${key}-title`} title={title}>
            <IconList items={project[key]} icon={icon} iconClassName={iconClassName} />
          </Block>
        ))}
      </div>

      <Block id="technologies-title" title="Technologies Used">
        <TagList items={project.technologies} label="Technologies" />
      </Block>

      {project.gallery.length > 0 && (
        <Block id="gallery-title" title="Gallery">
          <ul className="grid gap-4 sm:grid-cols-2">
            {project.gallery.map((image, index) => (
              <li key={image}>
                <img
                  src={image}
                  alt={`${project.title}, screen ${index + 1} of ${project.gallery.length}`}
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-2xl border border-slate-200 object-cover dark:border-slate-800"
                />
              </li>
            ))}
          </ul>
        </Block>
      )}

      <Block id="testimonial-title" title="What the Client Says">
        <TestimonialQuote {...project.testimonial} />
      </Block>
    </div>
  );
}
