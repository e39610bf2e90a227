import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parse } from 'yaml';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend, useStack, type BrowserSession } from './harness.js';

/** Issue 24: both processes can be watched by Prometheus, and only by the operator. */
const OPERATOR_TOKEN = 'operator-token-for-the-metrics-test-0123';
const SAMPLE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/isir/samples/2026-27/corrections-pushed_2627_08042025.txt',
);

/** One sample's value from Prometheus's text format, found by its name and labels (all must match). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

/** Debian's prometheus package brings promtool (.ci/run installs it when apt may); without it that check is skipped. */
const PROMTOOL = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find(
  (p) => spawnSync(p, ['--version']).status === 0,
);
const promtool = (args: string[], input?: string) => {
  const run = spawnSync(PROMTOOL!, args, { input, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};
const PROM_CLIENT_TOTAL_GAUGES =
  /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;
const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');

forEachBackend((backend) => {
  describe('metrics', () => {
    const s = useStack(backend, { OPERATOR_TOKEN }, { servicesEnv: { OPERATOR_TOKEN } });
    let verifier: BrowserSession;
    const scrape = async (url: string) => {
      const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      return res.text();
    };
    beforeAll(async () => {
      verifier = await s().signIn('verifier@aidverify.test');
    });

    it('are refused without the operator token, on both processes', async () => {
      for (const url of [s().gatewayUrl, s().servicesUrl]) {
        expect((await fetch(`${url}/metrics`)).status).toBe(401);
        const wrong = await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
        expect(wrong.status).toBe(401);
        const header = await fetch(`${url}/metrics`, { headers: { 'x-operator-token': OPERATOR_TOKEN } });
        expect(header.status).toBe(200);
      }
    });

    it('time requests, operations and calls to the services by template, never by id', async () => {
      const me = await verifier.graphql(`query Viewer { viewer { uuid } }`);
      expect(me.errors).toBeUndefined();
      const gateway = await scrape(s().gatewayUrl);
      expect(
        sample(gateway, 'aidverify_graphql_operation_duration_seconds_count', {
          operation: 'Viewer',
          type: 'query',
          outcome: 'ok',
          process: 'gateway',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(gateway, 'aidverify_http_request_duration_seconds_count', {
          method: 'POST',
          route: '/graphql',
          status: '200',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(gateway, 'aidverify_upstream_request_duration_seconds_count', { status: '200' }),
      ).toBeGreaterThan(0);
      expect(sample(gateway, 'aidverify_upstream_circuit_state', { state: 'closed' })).toBe(1);
      expect(sample(gateway, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(sample(gateway, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

      const services = await scrape(s().servicesUrl);
      expect(
        sample(services, 'aidverify_db_query_duration_seconds_count', { kind: 'statement' }),
      ).toBeGreaterThan(0);
      expect(
        sample(services, 'aidverify_http_request_duration_seconds_count', { process: 'services' }),
      ).toBeGreaterThan(0);
      if (backend.name === 'postgres')
        expect(sample(services, 'aidverify_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      // Routes are labelled by their template: no uuid or e-mail reaches a label.
      for (const text of [gateway, services]) {
        expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
        expect(text).not.toMatch(/@aidverify\.test/);
      }
    });

    it("deploy/'s alert rules and dashboard read only metrics the processes serve", async () => {
      const served = (await scrape(s().gatewayUrl)) + (await scrape(s().servicesUrl));
      const known = new Set([...served.matchAll(/^# HELP (\S+)/gm)].map((m) => m[1]));
      const rules = (
        parse(readFileSync(path.join(DEPLOY, 'prometheus/alerts.yml'), 'utf8')) as {
          groups: {
            rules: { alert: string; expr: string; for: string; annotations: { summary: string } }[];
          }[];
        }
      ).groups.flatMap((g) => g.rules);
      const dashboard = JSON.parse(
        readFileSync(path.join(DEPLOY, 'grafana/dashboards/aidverify.json'), 'utf8'),
      ) as {
        panels: { title: string; targets: { expr: string }[] }[];
      };
      expect(rules.map((r) => r.alert)).toEqual(
        expect.arrayContaining([
          'AidverifyServerErrors',
          'AidverifySlowRequests',
          'AidverifyCircuitOpen',
          'AidverifyJobsWaiting',
        ]),
      );
      const exprs = [
        ...rules.map((r) => {
          expect(r.for, r.alert).toMatch(/^\d+m$/);
          expect(r.annotations.summary, r.alert).toBeTruthy();
          return r.expr;
        }),
        ...dashboard.panels.flatMap((p) => {
          expect(p.targets.length, p.title).toBeGreaterThan(0);
          return p.targets.map((t) => t.expr);
        }),
      ];
      const named = new Set(
        exprs.flatMap((e) => [...e.matchAll(/\b((?:aidverify|process|nodejs)_[a-z_]+)/g)].map((m) => m[1]!)),
      );
      expect(named.size).toBeGreaterThan(8);
      for (const name of named) expect(known, name).toContain(name.replace(/_(bucket|count|sum)$/, ''));
    });

    it.skipIf(!PROMTOOL)(
      'promtool accepts what both processes serve, the alert rules and the Prometheus configuration',
      async () => {
        for (const url of [s().gatewayUrl, s().servicesUrl]) {
          const lint = promtool(['check', 'metrics'], await scrape(url));
          // Exit 3 is lint findings (1 would be text Prometheus cannot parse). The only ones allowed are prom-client's
          // own gauges named *_total, which it serves under those names on every Node process.
          expect([0, 3], lint.output).toContain(lint.status);
          const findings = lint.output.split('\n').filter(Boolean);
          expect(
            findings.filter((f) => !PROM_CLIENT_TOTAL_GAUGES.test(f)),
            url,
          ).toEqual([]);
        }
        const rules = promtool(['check', 'rules', path.join(DEPLOY, 'prometheus/alerts.yml')]);
        expect(rules.status, rules.output).toBe(0);
        // The configuration names the container's paths: checked with them pointing at the repository's files.
        const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-promtool-'));
        writeFileSync(path.join(dir, 'operator_token'), OPERATOR_TOKEN);
        const config = path.join(dir, 'prometheus.yml');
        writeFileSync(
          config,
          readFileSync(path.join(DEPLOY, 'prometheus/prometheus.yml'), 'utf8')
            .replaceAll('/etc/prometheus/alerts.yml', path.join(DEPLOY, 'prometheus/alerts.yml'))
            .replaceAll('/run/secrets/operator_token', path.join(dir, 'operator_token')),
        );
        const checked = promtool(['check', 'config', config]);
        expect(checked.status, checked.output).toBe(0);
      },
    );

    it('count the ISIR records an import wrote, as the file holds them', async () => {
      const records = readFileSync(SAMPLE, 'utf8')
        .split(/\r?\n/)
        .filter((l) => l.trim()).length;
      const before = sample(await scrape(s().servicesUrl), 'aidverify_isir_records_imported_total') ?? 0;
      const form = new FormData();
      form.append('AidYear', '2027');
      form.append('isirFile', new Blob([readFileSync(SAMPLE)]), 'corrections.txt');
      const res = await fetch(`${s().gatewayUrl}/files/isir-uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${verifier.accessToken}` },
        body: form,
      });
      expect(res.status).toBe(200);
      const after = sample(await scrape(s().servicesUrl), 'aidverify_isir_records_imported_total');
      expect(after! - before).toBe(records);
    });
  });
});
