import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type * as z from 'zod';
import { ApiError, errorMessage } from '#web/lib/api-client';
import { formErrorMessage, type FieldErrors } from '#web/lib/form-errors';
import { adminGet, adminPost, adminPut } from '#web/features/admin/kit/admin-api';
import { issuesByPath } from '#web/features/admin/kit/form-issues';
import type { ContentNoun } from './publishing-tab';
import { ErrorAlert } from '#web/components/error-alert';
import { FormActions } from '#web/features/admin/kit/form-actions';

// Loads the item to edit, checks the form's values with the same zod schema the API parses
// with, then creates (POST) or replaces (PUT) it and shows the server's answer when it refuses.

export interface ContentFormProps<Item> {
  /** The stored item when editing; undefined for a new one. */
  item?: Item;
  /** Field path ('title', 'author.name') → its problem. */
  errors: FieldErrors;
  /** Sends the form's values (checked with the tab's schema first). */
  onSubmit: (values: unknown) => void;
  /** Save and Cancel, for the end of the form. */
  actions: ReactNode;
}

export function ContentEditor<Item>({
  path,
  id,
  noun,
  schema,
  Form,
  onSaved,
  onCancel,
}: {
  path: string;
  /** Undefined: a new item. */
  id?: string;
  noun: ContentNoun;
  schema: z.ZodType;
  Form: ComponentType<ContentFormProps<Item>>;
  /** The item as the server saved it. */
  onSaved: (saved: Item) => void;
  onCancel: () => void;
}) {
  const [loaded, setLoaded] = useState<{ item?: Item; error?: string }>();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    adminGet<Item>(`${path}/${encodeURIComponent(id)}`).then(
      (item) => current && setLoaded({ item }),
      (error: unknown) =>
        current && setLoaded({ error: errorMessage(error, `Failed to load the ${noun.one}`) }),
    );
    return () => {
      current = false;
    };
  }, [path, id, noun.one]);

  if (id !== undefined && !loaded) return <p role="status">Loading...</p>;
  if (loaded?.error) {
    return (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {loaded.error}
      </p>
    );
  }

  async function save(values: unknown) {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      // Every problem by its full path, so nested fields show theirs.
      const found = issuesByPath(checked.error);
      setErrors(found);
      setMessage(formErrorMessage(found));
      return;
    }
    setSaving(true);
    setMessage('');
    setErrors({});
    try {
      const saved =
        id === undefined
          ? await adminPost<Item>(path, checked.data)
          : await adminPut<Item>(`${path}/${encodeURIComponent(id)}`, checked.data);
      onSaved(saved);
    } catch (error) {
      const text = errorMessage(error, `Failed to save ${noun.one}`);
      setMessage(text);
      if (error instanceof ApiError) {
        // A taken slug is the slug field's problem.
        setErrors(error.status === 409 ? { slug: text } : error.fieldErrors);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="space-y-4">
      <ErrorAlert message={message} />
      <Form
        item={loaded?.item}
        errors={errors}
        onSubmit={(values) => void save(values)}
        actions={
          <FormActions saving={saving} onCancel={onCancel} submitLabel={`Save ${noun.title}`} />
        }
      />
    </div>
  );
}
