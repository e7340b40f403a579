import { Quote } from 'lucide-react';

interface TestimonialQuoteProps {
  quote: string;
  author: string;
  position: string;
  avatar?: string;
}

/** A client's words, attributed. */
export function TestimonialQuote({ quote, author, position, avatar }: TestimonialQuoteProps) {
  return (
    <figure className="rounded-2xl bg-blue-50 p-6 sm:p-8 dark:bg-blue-500/10">
      <Quote className="size-8 text-blue-600 dark:text-blue-400" aria-hidden="true" />
      <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 italic dark:text-slate-100">
        <p>“{quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {avatar && (
          <img
            src={avatar}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 rounded-full bg-white object-cover"
          />
        )}
        <span>
          <span className="block font-semibold text-slate-900 dark:text-white">{author}</span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">{position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
