// Business constants of SPEC §9, in one place so timers and tests agree.

/** Delay between clearing state on logout and leaving for the sign-in page. */
export const LOGOUT_DELAY_MS = 100;
/** Refresh the access token when less than this much validity remains. */
export const TOKEN_REFRESH_MARGIN_MS = 5_000;
/** How often the session's remaining validity is checked. */
export const SESSION_CHECK_INTERVAL_MS = 5_000;
/** Inactivity before the 'Need More Time?' modal opens (13 minutes). */
export const IDLE_TIMEOUT_MS = 780_000;
/** Countdown in the 'Need More Time?' modal before logging out (2 minutes). */
export const IDLE_LOGOUT_COUNTDOWN_MS = 120_000;
/** Activity events closer together than this count once. */
export const IDLE_THROTTLE_MS = 200;
/** Info alerts disappear on their own after this long. */
export const INFO_ALERT_TIMEOUT_MS = 5_000;
/** Key of the persisted preferences in localStorage. */
export const PERSIST_KEY = 'root';
/** The Comment Code Report exists from this aid year on. */
export const COMMENT_CODE_REPORT_FIRST_AID_YEAR = 2026;
/** Width of the student sidebar. */
export const STUDENT_SIDEBAR_WIDTH = 350;
/** Rows per page of the student search. */
export const STUDENT_SEARCH_PAGE_SIZE = 25;
