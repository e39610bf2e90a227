import { createLogger } from '@aidverify/observability';
import { describe, expect, it } from 'vitest';
import { DomainEventBus } from './events.js';

/** A logger whose lines the test reads. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('domain events (what the ISIR import announces, auto-verify acts on)', () => {
  it("answers each listener's outcome under its name, in the order they listened", async () => {
    const { log } = recordingLogger();
    const events = new DomainEventBus(log);
    const heard: string[] = [];
    events.on('isirFileImported', 'autoVerify', async ({ uploadId }) => {
      heard.push(`autoVerify ${uploadId}`);
      return { students: 3 };
    });
    events.on('isirFileImported', 'quiet', async () => void heard.push('quiet'));
    expect(await events.emit('isirFileImported', { uploadId: 7 })).toEqual({ autoVerify: { students: 3 } });
    expect(heard).toEqual(['autoVerify 7', 'quiet']);
  });

  it('runs a listener once when it listens again under the same name (the app built twice on one context)', async () => {
    const events = new DomainEventBus(recordingLogger().log);
    let runs = 0;
    for (let i = 0; i < 2; i++) events.on('isirFileImported', 'autoVerify', async () => ++runs);
    expect(await events.emit('isirFileImported', { uploadId: 1 })).toEqual({ autoVerify: 1 });
    expect(runs).toBe(1);
  });

  it("logs a listener's failure and still runs the others: what announced it is kept", async () => {
    const { log, lines } = recordingLogger();
    const events = new DomainEventBus(log);
    events.on('isirFileImported', 'autoVerify', async () => {
      throw new Error('flows unreadable');
    });
    events.on('isirFileImported', 'after', async () => 'ran');
    expect(await events.emit('isirFileImported', { uploadId: 9 })).toEqual({ after: 'ran' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        listener: 'autoVerify',
        event: 'isirFileImported',
        payload: { uploadId: 9 },
        msg: 'autoVerify after isirFileImported failed; what announced it is kept',
        err: expect.objectContaining({ message: 'flows unreadable' }),
      }),
    ]);
  });

  it('answers nothing when no one listens', async () => {
    expect(await new DomainEventBus(recordingLogger().log).emit('isirFileImported', { uploadId: 1 })).toEqual(
      {},
    );
  });
});
