import { useEffect, useLayoutEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export interface IdleTimerOptions {
  /** Inactivity (ms) after which onIdle runs. */
  timeoutMs: number;
  /** Activity events closer together than this count once. */
  throttleMs: number;
  /** Runs once the user has been inactive for timeoutMs. */
  onIdle: () => void;
  /** When false, no timer runs (e.g. while the idle modal is open). */
  enabled: boolean;
}

/** Calls onIdle after timeoutMs without mouse, keyboard, touch or scroll activity. */
export function useIdleTimer({ timeoutMs, throttleMs, onIdle, enabled }: IdleTimerOptions): void {
  // The newest onIdle, without restarting the timer each render.
  const onIdleRef = useRef(onIdle);
  useLayoutEffect(() => {
    onIdleRef.current = onIdle;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    let lastActivity = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < throttleMs) return;
      lastActivity = now;
      clearTimeout(timer);
      timer = setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    for (const event of ACTIVITY_EVENTS)
      window.addEventListener(event, onActivity, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs, throttleMs]);
}
