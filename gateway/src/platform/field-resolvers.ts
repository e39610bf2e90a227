/**
 * A parent object handed on without the fields its own field resolvers fill in (Student.taskList,
 * Viewer.loginData, Session.viewer). The generated resolver types expect every field on a parent,
 * because codegen.yml maps no model types; this is the one place that says the rest comes later.
 */
export function resolvedLater<T, Later extends keyof T>(value: Omit<T, Later>): T {
  return value as T;
}
