/** The error Mantine shows under a field (the element its `aria-describedby` names `…-error`), or null. */
export function fieldError(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const id = ids.find((i) => i.endsWith('-error'));
  return (id && document.getElementById(id)?.textContent) || null;
}
