const sizes = { 40: 'size-10', 64: 'size-16', 96: 'size-24' } as const;

/**
 * A person's round photo beside their name (a post's author, a course's instructor): nothing
 * without one. The name says who it is, so screen readers skip the picture.
 */
export function Avatar({
  src,
  size,
  background = 'bg-slate-100 dark:bg-slate-800',
  eager = false,
}: {
  src: string | undefined;
  size: keyof typeof sizes;
  /** Seen while the photo loads. */
  background?: string;
  /** At the top of the page: loaded at once rather than when scrolled to. */
  eager?: boolean;
}) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      {...(eager ? {} : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={`${sizes[size]} shrink-0 rounded-full ${background} object-cover`}
    />
  );
}
