import { useState, type ChangeEvent, type FormEvent } from 'react';
import { slugFromTitle } from '#shared/admin/publishing';
import { fieldHint, type FieldErrors } from '#web/lib/form-errors';
import type { ContentFormProps } from './content-editor';

// The create/edit forms keep every field as the text the admin typed; each form turns them into
// its request (lists from lines, numbers, dates) only when it is submitted.

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The form's values as typed, with `bind` (value and onChange of one control) and `field` (the
 * same with the problem the server or schema found in it, by its path in the request).
 */
function useFormState<Values extends Record<string, string>>(
  initial: Values,
  errors: FieldErrors = {},
) {
  const [values, setValues] = useState(initial);
  const set = (name: keyof Values, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));
  /** value and onChange for the control of one field. */
  const bind = (name: keyof Values & string) => ({
    name,
    value: values[name] as string,
    onChange: (event: ChangeEvent<Control>) => set(name, event.target.value),
  });
  const field = (name: keyof Values & string, errorPath: string = name) => ({
    ...bind(name),
    error: fieldHint(errors[errorPath]),
  });
  return { values, set, bind, field };
}

/**
 * A new item's slug follows its title until the admin types a slug of their own; an existing
 * item keeps its slug (its public address) unless changed by hand.
 */
export function useSlugFollowingTitle(
  form: {
    set: (name: 'title' | 'slug', value: string) => void;
    field: (name: 'title' | 'slug') => { name: string; value: string; error?: string };
  },
  isNew: boolean,
) {
  const [slugEdited, setSlugEdited] = useState(!isNew);
  return {
    title: {
      ...form.field('title'),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.set('title', event.target.value);
        if (!slugEdited) form.set('slug', slugFromTitle(event.target.value));
      },
    },
    slug: {
      ...form.field('slug'),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setSlugEdited(true);
        form.set('slug', event.target.value);
      },
    },
  };
}

/**
 * A content form's state: the typed values, the title with the slug following it, and a submit
 * that turns the values into the tab's request (`requestOf`) and sends it.
 */
export function useContentForm<
  Values extends { title: string; slug: string } & Record<string, string>,
>(
  initial: Values,
  { item, errors, onSubmit }: Pick<ContentFormProps<unknown>, 'item' | 'errors' | 'onSubmit'>,
  requestOf: (values: Values) => unknown,
) {
  const form = useFormState(initial, errors);
  const titleAndSlug = useSlugFollowingTitle(form, !item);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(requestOf(form.values));
  }
  return { ...form, titleAndSlug, submit };
}

/** 'React, TypeScript' → ['React', 'TypeScript']. */
export const commaList = (text: string): string[] =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
