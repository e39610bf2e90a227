/**
 * The page view the app is on: a new id each time the address changes, sent with every GraphQL request
 * (x-page-view) so the services log one look at a student record per view, however many requests it takes.
 */
let current = newId();

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function startPageView(): void {
  current = newId();
}

export function currentPageView(): string {
  return current;
}
