// The publishing forms start from the stored item's text fields and send the same fields back
// as typed; these two carry a list of such fields across in one step each way.

/** The item's text fields as the form starts with them: '' for a new item or an unset field. */
export function textsOf<Key extends string>(
  item: { [Name in Key]?: string | null } | undefined,
  keys: readonly Key[],
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, item?.[key] ?? ''])) as Record<Key, string>;
}

/** The named fields of the form's values, for the request. */
export function pickOf<Values, Key extends keyof Values>(
  values: Values,
  keys: readonly Key[],
): Pick<Values, Key> {
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<Values, Key>;
}
