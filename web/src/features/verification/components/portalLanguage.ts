import type { PortalLanguage } from '../../../__generated__/graphql';

/** A student's or parent's portal language as staff read it (staff pages stay English). */
export const PORTAL_LANGUAGE_LABEL: Record<PortalLanguage, string> = { EN: 'English', ES: 'Spanish' };
