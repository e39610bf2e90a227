import { afterEach, describe, expect, it, vi } from 'vitest';
import { InteractiveRequests } from './interactive.js';

describe('background work giving way to the requests being answered', () => {
  afterEach(() => vi.useRealTimers());

  it('goes on at once when no request is being answered', async () => {
    const requests = new InteractiveRequests();
    const done = requests.begin();
    done();
    let resumed = false;
    await requests.quiet(10_000).then(() => (resumed = true));
    expect(resumed).toBe(true);
  });

  it('waits until the last request is answered, whichever order they end in', async () => {
    vi.useFakeTimers();
    const requests = new InteractiveRequests();
    const [first, second] = [requests.begin(), requests.begin()];
    let resumed = false;
    const waiting = requests.quiet(10_000).then(() => (resumed = true));
    second();
    second(); // a request ends once, however many times its end is reported
    await vi.advanceTimersByTimeAsync(0);
    expect(resumed).toBe(false);
    first();
    await waiting;
    expect(resumed).toBe(true);
  });

  it('waits at most the time given, so a long request slows the work but never stops it', async () => {
    vi.useFakeTimers();
    const requests = new InteractiveRequests();
    requests.begin(); // an export that runs for minutes
    let resumed = false;
    const waiting = requests.quiet(200).then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(resumed).toBe(true);
  });
});
