// Permission gating of SPEC §5. The gateway enforces access; the web only hides what the role cannot use.

/** True when the role's permission list holds the code. */
export function hasPermission(permissions: readonly string[] | null | undefined, code: string): boolean {
  return permissions?.includes(code) ?? false;
}

/** A group or role name as the spec compares them: lower case, without spaces or slashes. */
export function normaliseGroup(name: string): string {
  return name.toLowerCase().replace(/[\s/]+/g, '');
}

/** True when two group or role names are the same by the spec's rule ('/Super Admin' = 'superadmin'). */
export function sameGroup(a: string, b: string): boolean {
  return normaliseGroup(a) === normaliseGroup(b);
}

/** Students and parents sign in with role 'User'. */
export function isStudentRole(role: string): boolean {
  return sameGroup(role, 'User');
}
