import { useState, type ChangeEvent } from 'react';
import { slugFromTitle } from '#shared/admin/publishing';

// The create/edit forms keep every field as the text the admin typed; each form turns them into
// its request (lists from lines, numbers, dates) only when it is submitted.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function useFormState<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  /** value and onChange for the control of one field. */
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value),
  });
  return { values, set, bind };
}

/**
 * A new item's slug follows its title until the admin types a slug of their own; an existing
 * item keeps its slug (its public address) unless changed by hand.
 */
export function useSlugFollowingTitle<Values extends { title: string; slug: string }>(
  form: { values: Values; set: (name: 'title' | 'slug', value: string) => void },
  isNew: boolean,
) {
  const [slugEdited, setSlugEdited] = useState(!isNew);
  return {
    title: {
      name: 'title',
      value: form.values.title,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.set('title', event.target.value);
        if (!slugEdited) form.set('slug', slugFromTitle(event.target.value));
      },
    },
    slug: {
      name: 'slug',
      value: form.values.slug,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSlugEdited(true);
        form.set('slug', event.target.value);
      },
    },
  };
}

/** 'React, TypeScript' → ['React', 'TypeScript']. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
