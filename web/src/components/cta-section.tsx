import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../lib/router';
import { track } from '../lib/analytics';

interface CtaLink {
  label: string;
  to: string;
}

interface CtaSectionProps {
  title: string;
  description: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** The call-to-action band that closes a page; clicks are tracked as button_click (docs/product.md §7). */
export function CtaSection({ title, description, primary, secondary }: CtaSectionProps) {
  const headingId = useId();
  const trackClick = (link: CtaLink) => () =>
    track('button_click', { label: link.label, target: link.to });

  return (
    <section aria-labelledby={headingId} className="px-4 py-12 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-blue-600 to-indigo-700 px-6 py-12 text-center shadow-xl shadow-blue-900/10 sm:px-12 sm:py-14">
        <h2
          id={headingId}
          className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-blue-100 sm:text-lg">
          {description}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={primary.to}
            onClick={trackClick(primary)}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-blue-700 shadow-sm transition-colors hover:bg-blue-50"
          >
            {primary.label}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          {secondary && (
            <Link
              to={secondary.to}
              onClick={trackClick(secondary)}
              className="inline-flex items-center justify-center rounded-lg border border-white/60 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10"
            >
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
