import { Calendar, Clock } from 'lucide-react';
import type { BlogPostSummary } from '#shared/api/content';
import { formatIndianDate, indianCalendarDate } from '#web/lib/format-date';

const sizes = {
  small: { gap: 'gap-1', icon: 'size-3.5' },
  large: { gap: 'gap-1.5', icon: 'size-4' },
} as const;

/** When a post was published and how long it takes to read, each beside its icon (a card, the post's header). */
export function PostTiming({
  post,
  size,
}: {
  post: Pick<BlogPostSummary, 'publishedAt' | 'readTime'>;
  size: keyof typeof sizes;
}) {
  const { gap, icon } = sizes[size];
  return (
    <>
      <span className={`inline-flex items-center ${gap}`}>
        <Calendar className={icon} aria-hidden="true" />
        <time dateTime={indianCalendarDate(post.publishedAt)}>
          {formatIndianDate(post.publishedAt)}
        </time>
      </span>
      <span className={`inline-flex items-center ${gap}`}>
        <Clock className={icon} aria-hidden="true" />
        {post.readTime} min read
      </span>
    </>
  );
}
