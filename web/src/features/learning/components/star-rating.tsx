import { Star } from 'lucide-react';

interface StarRatingProps {
  rating: number;
  /** 'sm' on cards and reviews, 'md' in the course header. */
  size?: 'sm' | 'md';
}

/** Five stars filled to the nearest whole star, read out as 'Rated 4.7 out of 5'. */
export function StarRating({ rating, size = 'sm' }: StarRatingProps) {
  const filled = Math.round(rating);
  const starSize = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="inline-flex gap-0.5">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`${starSize} ${
            star <= filled
              ? 'fill-amber-400 text-amber-400'
              : 'fill-transparent text-slate-300 dark:text-slate-600'
          }`}
        />
      ))}
    </span>
  );
}
