import type { ChangeEvent } from 'react';

/** The keys of `Values` whose value is text (possibly unset). */
type TextKey<Values> = {
  [Key in keyof Values]-?: Values[Key] extends string | undefined ? Key : never;
}[keyof Values] &
  string;

/**
 * Binds the settings form's fields to its values: `text(name)` gives a text box or select its
 * value, its problem and an onChange; `image(name)` the same for a picture's URL. Every change
 * goes through `set`, so the form can clear its last outcome.
 */
export function bindSettings<Values>(
  values: Values,
  fieldErrors: Record<string, string>,
  set: (changes: Partial<Values>) => void,
) {
  const change = (name: TextKey<Values>, value: string) =>
    set({ [name]: value } as Partial<Values>);
  return {
    text: (name: TextKey<Values>) => ({
      value: (values[name] as string | undefined) ?? '',
      error: fieldErrors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        change(name, event.target.value),
    }),
    image: (name: TextKey<Values>) => ({
      value: values[name] as string | undefined,
      error: fieldErrors[name],
      onChange: (url: string) => change(name, url),
    }),
  };
}
