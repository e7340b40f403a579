import type { ImgHTMLAttributes } from 'react';

/**
 * A card's or page's picture, which staff may leave blank in the admin. Without one it is a
 * plain panel of the same size: an img with an empty src makes the browser fetch the page again.
 */
export function CoverImage({ src, className, ...image }: ImgHTMLAttributes<HTMLImageElement>) {
  if (typeof src !== 'string' || !src.trim()) {
    return <div aria-hidden="true" className={className?.replace(/\bobject-cover\b/, '')} />;
  }
  return <img src={src} alt="" className={className} {...image} />;
}
