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
}

interface AlertState {
  alerts: AppAlert[];
  /** Shows an alert and returns its id. */
  push: (kind: AlertKind, text: string) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextId = 1;

// Not persisted: alerts belong to this page view only.
export const useAlertStore = create<AlertState>()((set, get) => ({
  alerts: [],
  push: (kind, text) => {
    const id = nextId++;
    set((s) => ({ alerts: [...s.alerts, { id, kind, text, expired: false }] }));
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
