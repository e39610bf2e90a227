/** Who is calling, as established from a verified access token and the database. */
export interface Caller {
  kind: 'staff' | 'user';
  accountId: number;
  accountUuid: string;
  username: string;
  schoolCode: string;
  role: string;
  permissions: ReadonlySet<string>;
  /** Role User: the student record the session is for. */
  studentUuid?: string;
  /** Role User: 0 student, 1 parent, 3 other parent, 4 spouse. */
  accountType?: number;
  /** Set when the caller is a reporting script using an API token of this staff user (not a session). */
  apiToken?: { id: number; name: string; readOnly: boolean };
  /** The browser's page view the request belongs to (x-page-view), when it names one: one view is logged once. */
  pageView?: string;
}

/** What a route needs from its caller. */
export type Access =
  | 'public'
  /** The short-lived ticket from a correct password, before the MFA code. */
  | 'mfaTicket'
  /** Any signed-in caller; the handler scopes rows to the caller. */
  | 'signedIn'
  /** Any staff user of the token's school. */
  | 'staff'
  /** Role User only (students and parents). */
  | 'user'
  /** A staff user whose role in the token's school has this permission. */
  | { permission: string };

export const USER_ROLE = 'User';
