// Readable article typography without a plugin: descendant selectors on the content wrapper.
const prose = [
  'text-base leading-relaxed text-slate-700 sm:text-lg dark:text-slate-300',
  '[&>:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 dark:[&_h2]:text-white',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-blue-600 dark:[&_li]:marker:text-blue-400',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-blue-300',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-white',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-blue-600 [&_blockquote]:bg-blue-50 [&_blockquote]:py-3 [&_blockquote]:pr-4 [&_blockquote]:pl-5 [&_blockquote]:italic dark:[&_blockquote]:bg-blue-500/10 [&_blockquote_p]:mt-0',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] dark:[&_code]:bg-slate-800',
  '[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_table]:mt-6 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700',
  'break-words',
].join(' ');

/**
 * Code blocks and tables too wide for the window scroll inside their own box (docs/product.md
 * §2); a keyboard reaches and scrolls them when they take focus (tabindex 0).
 */
export function withScrollableBoxesFocusable(html: string): string {
  return html.replace(/<(pre|table)(?=[\s>])/gi, '<$1 tabindex="0"');
}

/** The post body: HTML the server sanitised when it was saved (blogPostSchema). */
export function PostContent({ html }: { html: string }) {
  return (
    <div
      data-testid="post-content"
      className={prose}
      dangerouslySetInnerHTML={{ __html: withScrollableBoxesFocusable(html) }}
    />
  );
}
