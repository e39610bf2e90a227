import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { demoUuid } from '@aidverify/services';
import { SpanKind, startTracing, tracingRequested } from '@aidverify/observability';
import { forEachBackend, startStack, type BrowserSession, type Stack } from './harness.js';

const JORDAN = demoUuid('student:222222-1');
const STUDENT = `query TracedStudent($uuid: ID!) { student(uuid: $uuid) { uuid lastName } }`;

/** A call the gateway made to the services, as undici put it on the wire. */
interface SentCall {
  path: string;
  headers: Record<string, string>;
}

/** The trace context a browser would send: a fresh trace id and the id of its own (client) span. */
function browserTraceparent() {
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
}

/** undici's headers of a request: a flat [name, value, name, value, ...] list. */
function headersOf(list: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (Array.isArray(list))
    for (let i = 0; i + 1 < list.length; i += 2) headers[String(list[i]).toLowerCase()] = String(list[i + 1]);
  return headers;
}

/**
 * Traces (issue 24): off by default, nothing on the wire or exported; on, ONE trace runs from the caller's traceparent
 * through the gateway's HTTP request, the GraphQL operation and its REST calls into the services' requests and their
 * SQL statements; the log lines of both processes written for that request carry its trace id and request id.
 */
forEachBackend((backend) => {
  describe('traces and log lines', () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    let stack: Stack;
    let stop: () => Promise<void>;
    let verifier: BrowserSession;
    const sent: SentCall[] = [];
    // Every request undici makes in this process; the gateway's to the services are kept.
    const onRequest = (message: unknown) => {
      const request = (message as { request: { origin: string; path: string; headers: unknown } }).request;
      if (stack && String(request.origin) === new URL(stack.servicesUrl).origin)
        sent.push({ path: request.path, headers: headersOf(request.headers) });
    };
    // An OTLP collector (HTTP/JSON): what the standard variables make the SDK export.
    const exported: { traceId: string; name: string }[] = [];
    let collector: Server;
    let collectorUrl: string;

    beforeAll(async () => {
      collector = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const payload = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: { traceId: string; name: string }[] }[] }[];
          };
          for (const r of payload.resourceSpans)
            for (const s of r.scopeSpans) for (const span of s.spans) exported.push(span);
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
      collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
      diagnostics.subscribe('undici:request:create', onRequest);
      ({ stack, stop } = await startStack(
        backend,
        { LOG_LEVEL: 'info' },
        { servicesEnv: { LOG_LEVEL: 'info' }, logStream },
      ));
      verifier = await stack.signIn('verifier@aidverify.test');
    }, 300_000);
    afterAll(async () => {
      diagnostics.unsubscribe('undici:request:create', onRequest);
      vi.unstubAllEnvs();
      await stop?.();
      await new Promise((resolve) => collector?.close(resolve));
    });

    it('is off by default and with OTEL_SDK_DISABLED: no traceparent is sent, nothing is exported', async () => {
      expect(tracingRequested({})).toBe(false);
      expect(
        tracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl }),
      ).toBe(false);
      expect(tracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl })).toBe(true);
      vi.stubEnv('OTEL_TRACES_EXPORTER', 'otlp');
      vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', collectorUrl);
      vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
      vi.stubEnv('OTEL_SDK_DISABLED', 'true');
      expect(await startTracing({ serviceName: 'aidverify-test' })).toBeUndefined();

      sent.length = 0;
      const before = lines.length;
      const { traceId, header } = browserTraceparent();
      const answer = await stack.graphql(
        STUDENT,
        { uuid: JORDAN },
        {
          token: verifier.accessToken,
          headers: { traceparent: header },
        },
      );
      expect(answer.data?.student?.uuid).toBe(JORDAN);
      expect(sent.length).toBeGreaterThan(0);
      for (const call of sent) expect(call.headers.traceparent, call.path).toBeUndefined();
      // The REST calls (the gateway's pool sets X-Forwarded-For; the token verifier's key fetches do not) carry the
      // request's id all the same: one id for the request's lines in both logs.
      const restCalls = sent.filter((call) => call.headers['x-forwarded-for']);
      expect(restCalls.map((call) => call.path)).toContain(`/student-api/student/getStudent/${JORDAN}`);
      for (const call of restCalls) expect(call.headers['x-request-id'], call.path).toMatch(/\S/);
      const written = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(written.length).toBeGreaterThan(0);
      expect(written.filter((l) => 'trace_id' in l || 'span_id' in l)).toEqual([]);
      expect(lines.some((l) => l.includes(traceId))).toBe(false);
      // The collector has been listening all along: nothing came (the next test shows it receives when on).
      expect(exported).toEqual([]);
    });

    it('exports to the OTLP endpoint the standard variables name', async () => {
      vi.stubEnv('OTEL_SDK_DISABLED', 'false');
      const tracing = await startTracing({ serviceName: 'aidverify-test' });
      expect(tracing).toBeDefined();
      const { traceId, header } = browserTraceparent();
      try {
        const answer = await stack.graphql(
          STUDENT,
          { uuid: JORDAN },
          {
            token: verifier.accessToken,
            headers: { traceparent: header },
          },
        );
        expect(answer.data?.student?.uuid).toBe(JORDAN);
      } finally {
        // Sends what the batch holds.
        await tracing!.shutdown();
        vi.unstubAllEnvs();
      }
      const names = exported.filter((s) => s.traceId === traceId).map((s) => s.name);
      expect(names).toContain('POST /graphql');
      expect(names).toContain('query TracedStudent');
      expect(names).toContain('GET /student-api/student/getStudent/:id');
    });

    describe('with an in-memory exporter', () => {
      const exporter = new InMemorySpanExporter();
      let shutdown: () => Promise<void>;
      const browser = browserTraceparent();
      let spans: ReadableSpan[];

      beforeAll(async () => {
        const tracing = await startTracing({
          serviceName: 'aidverify-test',
          spanProcessors: [new SimpleSpanProcessor({ exporter })],
        });
        shutdown = () => tracing!.shutdown();
        lines.length = 0;
        const answer = await stack.graphql(
          STUDENT,
          { uuid: JORDAN },
          {
            token: verifier.accessToken,
            headers: { traceparent: browser.header },
          },
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.student?.lastName).toBeTruthy();
        // The services' request spans end when their answer is sent; the gateway's when its answer is.
        await waitFor(() => exporter.getFinishedSpans().some((s) => s.name === 'POST /graphql'));
        spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === browser.traceId);
      });
      afterAll(async () => {
        await shutdown?.();
      });

      const idOf = (s: ReadableSpan) => s.spanContext().spanId;
      const parentOf = (s: ReadableSpan) => spans.find((p) => idOf(p) === s.parentSpanContext?.spanId);
      const ancestors = (s: ReadableSpan) => {
        const found: ReadableSpan[] = [];
        for (let p = parentOf(s); p; p = parentOf(p)) found.push(p);
        return found;
      };

      it('holds the GraphQL operation, its REST calls and their SQL statements in one trace, each under its caller', () => {
        const gatewayRequest = spans.filter((s) => s.kind === SpanKind.SERVER && s.name === 'POST /graphql');
        expect(gatewayRequest).toHaveLength(1);
        // The browser's span is the gateway request's parent: the trace began in the web.
        expect(gatewayRequest[0]!.parentSpanContext?.spanId).toBe(browser.parentId);

        const operation = spans.filter((s) => s.name === 'query TracedStudent');
        expect(operation).toHaveLength(1);
        expect(parentOf(operation[0]!)).toBe(gatewayRequest[0]);
        expect(operation[0]!.attributes['graphql.operation.name']).toBe('TracedStudent');

        const restCalls = spans.filter((s) => s.kind === SpanKind.CLIENT && s.attributes['url.path']);
        expect(restCalls.length).toBeGreaterThan(0);
        for (const call of restCalls) expect(ancestors(call)).toContain(operation[0]);
        expect(restCalls.map((c) => c.name)).toContain('GET /student-api');

        // Each REST call is one request in the services, continuing the call's span.
        const servicesRequests = spans.filter((s) => s.kind === SpanKind.SERVER && s !== gatewayRequest[0]);
        expect(servicesRequests).toHaveLength(restCalls.length);
        for (const request of servicesRequests) expect(restCalls).toContain(parentOf(request));
        const student = servicesRequests.find((s) => s.name === 'GET /student-api/student/getStudent/:id');
        expect(student?.attributes['http.response.status_code']).toBe(200);

        const statements = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
        const queries = statements.filter((s) => s.attributes['db.query.text']);
        expect(queries.length).toBeGreaterThan(0);
        for (const statement of statements)
          expect(ancestors(statement).some((a) => servicesRequests.includes(a))).toBe(true);
        // The student's own row was read under the request that asked for it.
        expect(
          queries.some(
            (q) =>
              ancestors(q).includes(student!) &&
              /\bFROM student\b/i.test(String(q.attributes['db.query.text'])),
          ),
        ).toBe(true);
        expect(new Set(queries.map((q) => q.attributes['aidverify.db.engine']))).toEqual(
          new Set([backend.name]),
        );
        // Nothing of this request went to another trace.
        expect(spans.every((s) => s.spanContext().traceId === browser.traceId)).toBe(true);
      });

      it('writes the trace id and the request id on the log lines of both processes', () => {
        const written = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
        const graphqlLine = written.find(
          (l) => l.msg === 'incoming request' && (l.req as { url?: string } | undefined)?.url === '/graphql',
        );
        const reqId = graphqlLine?.reqId;
        expect(reqId).toMatch(/\S/);
        // The services took the gateway's request id: one id for the request's lines in both logs.
        const ofRequest = written.filter((l) => l.reqId === reqId);
        const servicesCalls = spans.filter(
          (s) => s.kind === SpanKind.CLIENT && s.attributes['url.path'],
        ).length;
        const urls = ofRequest
          .filter((l) => l.msg === 'incoming request')
          .map((l) => (l.req as { url: string }).url);
        expect(urls).toContain(`/student-api/student/getStudent/${JORDAN}`);
        expect(urls).toHaveLength(1 + servicesCalls);
        expect(ofRequest.filter((l) => l.msg === 'request completed')).toHaveLength(1 + servicesCalls);
        // Every line of the request, in either process, names its trace and the span it was written in.
        const spanIds = new Set(spans.map(idOf));
        for (const line of ofRequest) {
          expect(line.trace_id, String(line.msg)).toBe(browser.traceId);
          expect(spanIds.has(String(line.span_id)), String(line.msg)).toBe(true);
        }
      });
    });
  });
});

/** Polls until `check` holds (the span processor exports as each span ends). */
async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
