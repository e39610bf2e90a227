export const GENERATE = 'generate one with `npm run setup -- --generate-secrets`';
export const PLACEHOLDER_KEY = `is a placeholder; ${GENERATE}`;

/** Words people leave in a secret meaning "fill this in"; a secret containing one is refused in production. */
const PLACEHOLDERS = [
  'replace-me',
  'replaceme',
  'changeme',
  'change-me',
  'change_me',
  'placeholder',
  'your-password',
  'example',
  'secret',
  'password',
  'xxxxxx',
];

/** True for `replace-me`, `changeme` and the like (any case, anywhere in the value). */
export function isPlaceholderSecret(value: string): boolean {
  const v = value.toLowerCase();
  return PLACEHOLDERS.some((p) => v.includes(p));
}
