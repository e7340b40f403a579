import type { ImgHTMLAttributes } from 'react';

interface CoverImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  /**
   * What a card without a picture shows instead, drawn in the brand's blues like its share card
   * (docs/decisions/018-share-cards.md): the item's category and title.
   */
  designed: { eyebrow?: string; title: string };
}

/**
 * A card's or page's picture, which staff may leave blank in the admin. Without one it is a
 * designed panel of the same size naming the item (an img with an empty src would make the
 * browser fetch the page again). The panel repeats the card's own heading, so screen readers
 * skip it.
 */
export function CoverImage({ src, className, designed, ...image }: CoverImageProps) {
  if (typeof src !== 'string' || !src.trim()) {
    return (
      <div
        aria-hidden="true"
        data-testid="designed-cover"
        // The caller's classes keep the size and display (hidden on some screens); the text is
        // placed inside, so it can never widen the card.
        className={`${className?.replace(/\bobject-cover\b/, '') ?? ''} relative min-w-0 overflow-hidden bg-gradient-to-br from-blue-900 to-blue-600 text-left text-white`}
      >
        <div className="absolute inset-0 flex flex-col justify-end p-5">
          {designed.eyebrow && (
            <span className="truncate text-xs font-semibold tracking-wide text-blue-200 uppercase">
              {designed.eyebrow}
            </span>
          )}
          <span className="mt-1 line-clamp-3 text-lg leading-snug font-extrabold break-words">
            {designed.title}
          </span>
        </div>
      </div>
    );
  }
  return <img src={src} alt="" className={className} {...image} />;
}
