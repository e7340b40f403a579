import type * as z from 'zod';
import { validateForm, type FormValidation } from './form-errors';
import type * as PublicFormSchemas from './public-form-schemas';

// zod and the public forms' schemas are about 90 KB of JavaScript that no page needs to show
// itself: evaluating them at start kept a phone's main thread busy while the page hydrated.
// They load when a visitor starts on a form (focus) or sends one, and then stay loaded.

type Schemas = typeof PublicFormSchemas;

let loading: Promise<Schemas> | undefined;

/** Fetches the schemas once; a failed fetch (e.g. offline) is tried again next time. */
function loadFormSchemas(): Promise<Schemas> {
  loading ??= import('./public-form-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** For a form's onFocus: starts the fetch early. A failure shows when the visitor sends. */
export function warmFormSchemas(): void {
  loadFormSchemas().catch(() => undefined);
}

/** validateForm with a form's shared schema, picked from the loaded ones. */
export async function validatePublicForm<S extends z.ZodType>(
  pick: (schemas: Schemas) => S,
  values: unknown,
): Promise<FormValidation<z.output<S>>> {
  return validateForm(pick(await loadFormSchemas()), values);
}
