// The <img> the blog editor inserts for a picked media library image. The admin writes the
// alt text afterwards; the attribute is escaped so no URL can break out of it.

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const imageTag = (url: string) => `<img src="${escapeAttribute(url)}" alt="">`;

/** `text` with its selection (start to end) replaced by `insert`, and where the cursor goes. */
export function insertAtSelection(
  text: string,
  selection: { start: number; end: number },
  insert: string,
): { text: string; cursor: number } {
  return {
    text: text.slice(0, selection.start) + insert + text.slice(selection.end),
    cursor: selection.start + insert.length,
  };
}
