import { expect, it } from 'vitest';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { forEachBackend, useStack } from './harness.js';

/**
 * Issue 23: six truncated multipart uploads by a signed-in student opened the gateway's circuit breaker for the
 * services, so every other user's call failed and /readyz answered 503. A body the caller breaks off is the
 * caller's failure, never the upstream's.
 */
forEachBackend((backend) => {
  const s = useStack(backend, { UPSTREAM_BREAKER_FAILURES: '5', UPSTREAM_BREAKER_COOLDOWN_MS: '600000' });

  /** An upload that declares more bytes than it sends, then hangs up; resolves when the gateway has let go. */
  const truncatedUpload = (token: string) =>
    new Promise<void>((resolve) => {
      const url = new URL(s().gatewayUrl);
      const boundary = 'cut';
      const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 partial`;
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          `POST /files/interview-documents?item=${randomUUID()}&question=1 HTTP/1.1\r\nHost: ${url.host}\r\n` +
            `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
            `Content-Length: ${Buffer.byteLength(part) + 10_000}\r\n\r\n${part}`,
          // Hang up once the part is flushed, as a client whose connection drops mid-upload does.
          () => socket.destroy(),
        );
      });
      socket.on('error', () => {});
      socket.on('close', () => resolve());
    });

  it('a student breaking off six uploads leaves the services reachable for everyone: a manager query succeeds, /readyz stays ready', async () => {
    const student = await s().signIn('student@aidverify.test');
    const manager = await s().signIn('manager@aidverify.test');
    const upload = '/interview-api/interview/saveUploadStudentInterviewLink';
    for (let i = 0; i < 6; i++) {
      const settled = s().gateway.upstream.settled;
      await truncatedUpload(student.accessToken);
      // The gateway has relayed the broken upload and judged its failure before the next one starts.
      await expect.poll(() => s().gateway.upstream.settled).toBeGreaterThan(settled);
    }
    expect(s().gateway.upstream.count(upload)).toBe(6);
    expect(Object.values(s().gateway.circuits())).toEqual(['closed']);
    const answer = await manager.graphql('{ searchStudents(input: { text: "" }) { total } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.searchStudents.total).toBeGreaterThan(0);
    const ready = await fetch(`${s().gatewayUrl}/readyz`);
    // The public answer is only ok / not ok (details go to an operator token): ok means the services check passed.
    expect(await ready.json()).toEqual({ ok: true });
    expect(ready.status).toBe(200);
  });
});
