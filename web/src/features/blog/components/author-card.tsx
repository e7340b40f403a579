import type { Author } from '#shared/content/schemas';
import { Avatar } from '#web/components/avatar';

/** The post's author with avatar and bio (docs/product.md §2). */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <section
      aria-label="About the author"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-start dark:border-slate-800 dark:bg-slate-900"
    >
      <Avatar src={author.avatarUrl} size={64} background="bg-white" />
      <div>
        <p className="text-sm text-slate-600 dark:text-slate-400">Written by</p>
        <p className="text-lg font-bold text-slate-900 dark:text-white">{author.name}</p>
        {author.bio && (
          <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-400">{author.bio}</p>
        )}
      </div>
    </section>
  );
}
