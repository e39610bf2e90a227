import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.js';

describe('the circuit breaker of an upstream', () => {
  it('opens after N consecutive failures, refuses until the cooldown, lets one probe through, and closes on its success', () => {
    let now = 0;
    const events: string[] = [];
    const breaker = new CircuitBreaker('http://services', {
      failures: 3,
      cooldownMs: 1_000,
      now: () => now,
      events: { onOpen: (_o, n) => events.push(`open ${n}`), onClose: () => events.push('closed') },
    });
    for (let i = 0; i < 2; i++) {
      breaker.admit();
      breaker.failed();
    }
    breaker.admit();
    breaker.succeeded(); // a success in between resets the count
    for (let i = 0; i < 3; i++) {
      breaker.admit();
      breaker.failed();
    }
    expect(breaker.current).toBe('open');
    expect(() => breaker.admit()).toThrow(CircuitOpenError);
    now = 999;
    expect(() => breaker.admit()).toThrow(CircuitOpenError);
    now = 1_000;
    expect(breaker.current).toBe('halfOpen');
    breaker.admit(); // the probe
    expect(() => breaker.admit()).toThrow(CircuitOpenError); // only one at a time
    breaker.failed(); // the probe failed: open again for a full cooldown
    expect(breaker.current).toBe('open');
    now = 1_500;
    expect(() => breaker.admit()).toThrow(CircuitOpenError);
    now = 2_000;
    breaker.admit();
    breaker.succeeded();
    expect(breaker.current).toBe('closed');
    breaker.admit();
    expect(events).toEqual(['open 3', 'open 4', 'closed']);
  });
});
