// Reading the tags of built HTML, for the web build's app shell and the bench's first-load
// measure alike: Vite's and the site renderer's output, not arbitrary HTML.

/** The attributes of one HTML tag, by lower-case name; a bare attribute reads as ''. */
export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single] of tag.matchAll(/\s([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'))?/g)) {
    attributes[name!.toLowerCase()] = double ?? single ?? '';
  }
  return attributes;
}
