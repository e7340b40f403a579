// docs/product.md §2: a post card shows its summary, or the first 150 characters of its content.
export const excerptLength = 150;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

export function excerpt(html: string, length = excerptLength): string {
  const text = plainText(html);
  if (text.length <= length) return text;
  return `${text.slice(0, length).trimEnd()}...`;
}

export function postSummary(post: { summary: string; content: string }): string {
  return post.summary.trim() || excerpt(post.content);
}
