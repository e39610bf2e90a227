/** A payload's user error, as every `…Result` type of the schema carries it (`{ ok, error { message, inputErrors } }`). */
export interface ServerUserError {
  message: string;
  inputErrors?: readonly { path: string; message: string }[] | null;
}

/** What every mutation answers (a `…Result` type of the schema): whether it worked, the services' words, the refusal. */
export interface MutationResult {
  ok: boolean;
  message?: string | null;
  error?: ServerUserError | null;
}

/** Field errors the form can show under a field, by form path, and the rest, for the form's alert. */
export interface PlacedErrors {
  fieldErrors: Record<string, string>;
  unplaced: { path: string; message: string }[];
}

/** Whether `path` ('answers.100', 'schoolCode') names a value of the form. */
export function hasField(values: unknown, path: string): boolean {
  let at: unknown = values;
  for (const segment of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(segment in at)) return false;
    at = (at as Record<string, unknown>)[segment];
  }
  return true;
}

/**
 * Puts each server field error under a field of the form. The gateway names a field after the GraphQL input it came
 * from: the field itself (`schoolCode`) or the argument then the field (`input.name`, `profile.firstName`); `rename`
 * covers a form that calls a field otherwise. A path that names no field of the form is left for the alert.
 */
export function placeServerErrors(
  error: ServerUserError,
  values: unknown,
  rename: Readonly<Record<string, string>> = {},
): PlacedErrors {
  const fieldErrors: Record<string, string> = {};
  const unplaced: PlacedErrors['unplaced'] = [];
  for (const e of error.inputErrors ?? []) {
    const withoutArgument = e.path.includes('.') ? e.path.slice(e.path.indexOf('.') + 1) : e.path;
    const candidates = [rename[e.path], e.path, rename[withoutArgument], withoutArgument].filter(
      (p): p is string => Boolean(p),
    );
    const field = candidates.find((p) => hasField(values, p));
    if (field === undefined) unplaced.push(e);
    else fieldErrors[field] ??= e.message;
  }
  return { fieldErrors, unplaced };
}

/** The form-level words: the services' message, and what could not be put under a field (so nothing is hidden). */
export function formLevelMessage(error: ServerUserError, unplaced: PlacedErrors['unplaced']): string {
  const rest = unplaced
    .filter((e) => e.message && e.message !== error.message)
    .map((e) => (e.path ? `${e.path}: ${e.message}` : e.message));
  return rest.length ? `${error.message} (${rest.join('; ')})` : error.message;
}
