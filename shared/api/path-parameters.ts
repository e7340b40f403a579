/** The `{name}` parameters of a path such as '/api/blog/{slug}', as an object type. */
export type PathParameters<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}`
    ? { [Key in Name]: string } & PathParameters<Rest>
    : unknown;

/** '/api/blog/{slug}' with { slug: 'a b' } → '/api/blog/a%20b'. */
export function withPathParameters<Path extends string>(
  path: Path,
  parameters: PathParameters<Path>,
): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = (parameters as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}
