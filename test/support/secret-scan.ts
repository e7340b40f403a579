// Looks for secrets in text a browser gets (docs/benchmarks.md): known values, however a bundler may have
// written them, and shapes no browser file has any business holding. Findings name what was
// found, never the value, so a failing test does not print the secret it caught.

export interface KnownSecret {
  /** Where the value comes from, e.g. PHONEPE_SALT_KEY. */
  name: string;
  value: string;
}

const shapes: Array<{ what: string; pattern: RegExp }> = [
  { what: 'an AWS access key id', pattern: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { what: 'a PEM block (a private key or certificate)', pattern: /-----BEGIN [A-Z0-9 ]+-----/ },
  {
    what: 'a PHONEPE_ setting with a value',
    pattern: /PHONEPE_[A-Z0-9_]+["'`]?\s*[:=]\s*["'`]?[\w#@$%^&*+/=.-]{3,}/,
  },
  { what: 'a JSON Web Token', pattern: /\beyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]{10,}/ },
  {
    what: 'a secret-named setting with a value',
    pattern:
      /\b(?:client_?secret|salt_?key|webhook_?password|secret_?access_?key)["'`]?\s*[:=]\s*["'`][^"'`\s]{8,}/i,
  },
];

/** Values shorter than this are too likely to occur by chance to be searched for. */
const shortestSearchedSecret = 8;

/** The ways a bundler or a developer may have written a value: as is, escaped, encoded. */
function spellings(value: string): string[] {
  return [
    ...new Set([
      value,
      JSON.stringify(value).slice(1, -1),
      encodeURIComponent(value),
      Buffer.from(value, 'utf8').toString('base64').replace(/=+$/, ''),
    ]),
  ];
}

/** What `text` holds that it must not: the names of known secrets, and secret-like shapes. */
export function findSecrets(text: string, secrets: KnownSecret[]): string[] {
  const found = secrets
    .filter(({ value }) => value.length >= shortestSearchedSecret)
    .filter(({ value }) => spellings(value).some((spelling) => text.includes(spelling)))
    .map(({ name }) => name);
  for (const { what, pattern } of shapes) {
    if (pattern.test(text)) found.push(what);
  }
  return found;
}
