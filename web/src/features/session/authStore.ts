import { create } from 'zustand';
import type { CurrentViewerQuery } from './graphql/session.generated';
import { clearAccessToken, setAccessToken } from './token';

/** Who is signed in, as CurrentViewer selects it (SwitchSchool and SwitchStudent select the same fields). */
export type Viewer = NonNullable<CurrentViewerQuery['viewer']>;

/** A session the gateway issued: the access token, when it expires (epoch seconds), and its viewer. */
export interface SessionGrant {
  accessToken: string;
  expiresAt: number;
  viewer: Viewer;
}

/** pending: the start-up refresh has not answered; signingOut: state cleared, leaving for /login. */
export type AuthStatus = 'pending' | 'signedIn' | 'signingOut' | 'signedOut';

interface AuthState {
  status: AuthStatus;
  viewer: Viewer | null;
  /** Holds a session the gateway issued (sign-in, refresh, school switch). */
  startSession: (session: SessionGrant) => void;
  /** Forgets the token and the viewer; `signingOut` keeps guards from redirecting before logout finishes. */
  endSession: (status?: 'signingOut' | 'signedOut') => void;
}

// Memory only: who is signed in is personal data and is never persisted.
export const useAuthStore = create<AuthState>()((set) => ({
  status: 'pending',
  viewer: null,
  startSession: (session) => {
    setAccessToken(session.accessToken, session.expiresAt);
    set({ status: 'signedIn', viewer: session.viewer });
  },
  endSession: (status = 'signedOut') => {
    clearAccessToken();
    set({ status, viewer: null });
  },
}));

/** The signed-in viewer, or null. */
export function useViewer(): Viewer | null {
  return useAuthStore((s) => s.viewer);
}
