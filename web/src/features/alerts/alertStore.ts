import { create } from 'zustand';
import { INFO_ALERT_TIMEOUT_MS } from '../../constants';

/** error/success go away when dismissed; message/warning stay, marked expired; info leaves by itself. */
export type AlertKind = 'error' | 'success' | 'message' | 'warning' | 'info';

export interface AppAlert {
  id: number;
  kind: AlertKind;
  text: string;
  /** Dismissed message or warning: kept on screen, greyed and fixed. */
  expired: boolean;
  /** When it was shown (ms since epoch): one raised by the action that navigated comes along to the next page. */
  shownAt: number;
}

interface AlertState {
  alerts: AppAlert[];
  /** Shows an alert and returns its id. */
  push: (kind: AlertKind, text: string) => number;
  dismiss: (id: number) => void;
  /** The user moved to another page: success and info alerts of the page left behind go (SPEC §4). */
  leavePage: () => void;
  clear: () => void;
}

/** An alert shown this recently travels with the navigation that followed it (e.g. "Saved" then the saved record's page). */
const CARRIED_OVER_MS = 1_000;
/** Alerts that only report an outcome; they do not follow the user to other pages. */
const TRANSIENT: readonly AlertKind[] = ['success', 'info'];

let nextId = 1;

// Not persisted: alerts belong to this page view only.
export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  push: (kind, text) => {
    const id = nextId++;
    // An outcome (success, info) replaces the one before it: three actions in a row leave one banner, and the page
    // under it does not move down by a banner per action.
    set((s) => ({
      alerts: [
        ...s.alerts.filter((a) => !(TRANSIENT.includes(kind) && TRANSIENT.includes(a.kind))),
        { id, kind, text, expired: false, shownAt: Date.now() },
      ],
    }));
    // Info banners leave by themselves (~5 s, SPEC §4); success banners stay until dismissed or the page is left.
    if (kind === 'info') setTimeout(() => get().dismiss(id), INFO_ALERT_TIMEOUT_MS);
    return id;
  },
  dismiss: (id) =>
    set((s) => {
      const alert = s.alerts.find((a) => a.id === id);
      if (!alert) return s;
      if (alert.kind === 'message' || alert.kind === 'warning') {
        return { alerts: s.alerts.map((a) => (a.id === id ? { ...a, expired: true } : a)) };
      }
      return { alerts: s.alerts.filter((a) => a.id !== id) };
    }),
  leavePage: () =>
    set((s) => {
      const now = Date.now();
      const kept = s.alerts.filter((a) => !TRANSIENT.includes(a.kind) || now - a.shownAt < CARRIED_OVER_MS);
      return kept.length === s.alerts.length ? s : { alerts: kept };
    }),
  clear: () => set({ alerts: [] }),
}));

/** Shorthands for code outside components (e.g. `showAlert.error('Update failed')`). */
export const showAlert = {
  error: (text: string) => useAlertStore.getState().push('error', text),
  success: (text: string) => useAlertStore.getState().push('success', text),
  message: (text: string) => useAlertStore.getState().push('message', text),
  warning: (text: string) => useAlertStore.getState().push('warning', text),
  info: (text: string) => useAlertStore.getState().push('info', text),
};
