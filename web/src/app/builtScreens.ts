// Staff screens this build registers. Menus list an entry only when its screen is here, so entries of later
// work appear once their route exists. routes.test.tsx checks each path really is routed.
export const BUILT_STAFF_SCREENS: ReadonlySet<string> = new Set(['/welcome', '/userSearch', '/reviewWorklist', '/approvedWorklist', '/approvedWithCorrectionsWorklist', '/approvedWithCRWorklist']);
