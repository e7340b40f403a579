import { CoverImage } from './cover-image';

/** The picture shapes the site's cards use: a share card's 40:21, a course's 4:3 and a video's 16:9. */
const shapes = {
  wide: { width: 1200, height: 630, aspect: 'aspect-[40/21]' },
  photo: { width: 800, height: 600, aspect: 'aspect-[4/3]' },
  video: { width: 640, height: 360, aspect: 'aspect-video' },
} as const;

/**
 * A listed item's cover in one of the card shapes: its picture, or the designed panel naming the
 * item by its category and title (CoverImage). Cards sit below the fold, so the picture loads
 * lazily unless it is the page's first (`priority`).
 */
export function CardCover({
  src,
  item,
  shape,
  className,
  priority = false,
}: {
  src: string | undefined;
  item: { category: string; title: string };
  shape: keyof typeof shapes;
  /** Classes beside the shape's, such as rounding or when the cover is hidden. */
  className?: string;
  priority?: boolean;
}) {
  const { width, height, aspect } = shapes[shape];
  const loading = priority
    ? { fetchPriority: 'high' as const }
    : { loading: 'lazy' as const, decoding: 'async' as const };
  return (
    <CoverImage
      src={src}
      designed={{ eyebrow: item.category, title: item.title }}
      width={width}
      height={height}
      {...loading}
      className={[aspect, 'w-full', className, 'bg-slate-100 object-cover dark:bg-slate-800']
        .filter(Boolean)
        .join(' ')}
    />
  );
}
