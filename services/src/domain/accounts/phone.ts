import type { Caller } from '../../platform/caller.js';

/** Staff whose role may correct an account's mobile number see it whole; they need it to do so. */
export const PHONE_FULL_VIEW_PERMISSION = 'STUDENT_EDIT';

/** A number as the sign-in codes show it: enough to recognise, not to call. */
export function maskPhone(phone: string | null): string | null {
  return phone ? `***-***-${phone.replace(/\D/g, '').slice(-4)}` : null;
}

/**
 * The phone number of account `accountId` as this caller may see it. The REST answer is the boundary (the
 * gateway masks as well): a student or parent sees their own number and others' masked; staff see it whole
 * only with {@link PHONE_FULL_VIEW_PERMISSION}.
 */
export function phoneForCaller(caller: Caller, accountId: number, phone: string | null): string | null {
  if (caller.kind === 'user') return accountId === caller.accountId ? phone : maskPhone(phone);
  return caller.permissions.has(PHONE_FULL_VIEW_PERMISSION) ? phone : maskPhone(phone);
}
