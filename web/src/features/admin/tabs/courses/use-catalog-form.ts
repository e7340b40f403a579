import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { checkFieldsMessage } from '#web/features/admin/kit/form-issues';

// One admin catalog form's state: the values as typed, field errors (checked in the browser with
// the shared schema first, then the server's), the form's own error text, and saving.

/** The fields typed as free text, which a text box can bind to as they are. */
type TextField<Values, Field extends keyof Values> = {
  [K in Field]: string extends Values[K] ? K : never;
}[Field];

export function useCatalogForm<Values extends object, Field extends keyof Values & string>({
  initial,
  validate,
  errorsOf,
  save,
  failureText,
}: {
  initial: Values;
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** The server's fieldErrors, by form field. */
  errorsOf: (fieldErrors: Record<string, string>) => Partial<Record<Field, string>>;
  save: (values: Values) => Promise<void>;
  /** Shown when the server cannot say what went wrong (a 5xx, no connection). */
  failureText: string;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  function set<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Props for a text box bound to one free-text field: its value, error and change handler. */
  function bind(field: TextField<Values, Field>) {
    return {
      value: values[field] as string,
      error: errors[field],
      onChange: (event: { target: { value: string } }) =>
        set(field, event.target.value as Values[typeof field]),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      setFormError(checkFieldsMessage);
      return;
    }
    setSaving(true);
    setFormError('');
    try {
      await save(values);
    } catch (error) {
      setErrors(error instanceof ApiError ? errorsOf(error.fieldErrors) : {});
      setFormError(errorMessage(error, failureText));
    } finally {
      setSaving(false);
    }
  }

  return { values, set, bind, setValues, errors, formError, saving, submit };
}

/** What useCatalogForm returns, for the parts of a form that take the form whole. */
export type CatalogForm<Values extends object, Field extends keyof Values & string> = ReturnType<
  typeof useCatalogForm<Values, Field>
>;
