/** A permission category as the permission matrix query selects it, with its sub-categories. */
export interface Category {
  id: number;
  name: string;
  permissions: readonly { id: number; code: string; name: string; isSchoolControlled: boolean }[];
  children?: readonly Category[] | null;
}
/** A row of the permissions table: a category's heading or one of its permissions. */
export interface PermissionRow {
  kind: 'category' | 'permission';
  depth: number;
  id: number;
  label: string;
  code?: string;
  isSchoolControlled?: boolean;
}

/** The nested categories as table rows: a heading per category, then its permissions, then its sub-categories. */
export function flatten(
  categories: readonly Category[],
  text: string,
  schoolOnly: boolean,
  depth = 0,
): PermissionRow[] {
  const needle = text.trim().toLowerCase();
  return categories.flatMap((c) => {
    const perms = c.permissions.filter(
      (p) =>
        (!schoolOnly || p.isSchoolControlled) &&
        (!needle || p.code.toLowerCase().includes(needle) || p.name.toLowerCase().includes(needle)),
    );
    const children = flatten(c.children ?? [], text, schoolOnly, depth + 1);
    if (perms.length === 0 && children.length === 0) return [];
    return [
      { kind: 'category' as const, depth, id: c.id, label: c.name },
      ...perms.map((p) => ({
        kind: 'permission' as const,
        depth: depth + 1,
        id: p.id,
        label: p.name,
        code: p.code,
        isSchoolControlled: p.isSchoolControlled,
      })),
      ...children,
    ];
  });
}

/** A role's link to a permission, as the changes are kept. */
export const key = (roleID: number, permissionID: number) => `${roleID}:${permissionID}`;
