import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadEnv } from '@aidverify/services';
import { loadGatewayEnv } from '../src/index.js';
import { repoRoot } from '../src/env.js';

/**
 * docker-compose.yml as `docker compose config` would resolve it (there is no Docker daemon, nor the compose
 * plugin, on the machines that run these tests): ${NAME}, ${NAME:-default} (defaults nest), ${NAME:?message}, $$.
 */
export function interpolate(value: string, vars: Record<string, string | undefined>): string {
  let out = '';
  for (let i = 0; i < value.length;) {
    if (value.startsWith('$$', i)) {
      out += '$';
      i += 2;
      continue;
    }
    if (!value.startsWith('${', i)) {
      out += value[i++];
      continue;
    }
    let depth = 0;
    let end = i;
    for (; end < value.length; end++) {
      if (value.startsWith('${', end)) {
        depth++;
        end++;
      } else if (value[end] === '}' && --depth === 0) break;
    }
    const inner = value.slice(i + 2, end);
    const [, name, op, arg = ''] = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([\s\S]*))?$/.exec(inner)!;
    const given = vars[name!];
    const set = op?.startsWith(':') ? Boolean(given) : given !== undefined;
    if (op?.endsWith('?') && !set) throw new Error(`${name}: ${arg}`);
    out += set ? given : op?.endsWith('-') ? interpolate(arg, vars) : '';
    i = end + 1;
  }
  return out;
}

export const composeText = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
type Service = {
  command?: string[];
  hostname?: string;
  environment?: Record<string, string | number>;
  networks?: Record<string, { ipv4_address?: string; aliases?: string[] } | null>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
  profiles?: string[];
};
/** The replicas of each app, as compose names them. */
export const REPLICAS = {
  services: ['services-1', 'services-2'],
  gateway: ['gateway-1', 'gateway-2'],
} as const;
/** The secrets compose insists on, as a filled-in .env would give them. */
// Secrets of full entropy, as `npm run setup -- --generate-secrets` makes them: production refuses weak ones.
export const REQUIRED = {
  POSTGRES_PASSWORD: 'p'.repeat(32),
  AIDVERIFY_DB_PASSWORD: 'a'.repeat(32),
  KEYCLOAK_DB_PASSWORD: 'k'.repeat(32),
  KEYCLOAK_ADMIN_PASSWORD: 'K'.repeat(32),
  MINIO_ROOT_PASSWORD: 'm'.repeat(32),
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

/** Each service's environment (and networks) after interpolation with these .env values. */
export function resolvedCompose(vars: Record<string, string> = {}) {
  // Compose reads YAML merge keys (<<: *anchor): the replicas share one definition.
  const doc = parse(composeText, { merge: true }) as {
    services: Record<string, Service>;
    networks: Record<string, any>;
  };
  const all = { ...REQUIRED, ...vars };
  const env = (service: string) =>
    Object.fromEntries(
      Object.entries(doc.services[service]!.environment ?? {}).map(([k, v]) => [
        k,
        interpolate(String(v), all),
      ]),
    );
  const address = (service: string) =>
    interpolate(doc.services[service]!.networks?.default?.ipv4_address ?? '', all);
  const subnet = interpolate(doc.networks.default.ipam.config[0].subnet, all);
  return { doc, env, address, subnet };
}

describe('docker-compose.yml: sign-in and addresses', () => {
  it('runs Keycloak in production mode, with its hostname and proxy headers', () => {
    const { doc, env } = resolvedCompose();
    expect(doc.services.keycloak!.command![0]).toBe('start');
    expect(composeText).not.toContain('start-dev');
    expect(env('keycloak')).toMatchObject({
      KC_HOSTNAME: 'http://keycloak.localhost:8080',
      KC_PROXY_HEADERS: 'xforwarded',
    });
  });

  it.each([
    [{}, 'http://keycloak.localhost:8080/realms/aidverify'],
    [{ KEYCLOAK_URL: 'https://sso.school.edu' }, 'https://sso.school.edu/realms/aidverify'],
    [{ OIDC_ISSUER: 'https://aid.school.edu/oidc' }, 'https://aid.school.edu/oidc'],
  ])(
    'reads one issuer everywhere (%j): gateway, services, the web CSP and Keycloak agree',
    (vars, issuer) => {
      const { env } = resolvedCompose(vars);
      for (const gateway of REPLICAS.gateway) expect(env(gateway).OIDC_ISSUER).toBe(issuer);
      for (const services of REPLICAS.services) expect(env(services).OIDC_EXTERNAL_ISSUER).toBe(issuer);
      expect(env('web').OIDC_ISSUER).toBe(issuer);
      if (!('OIDC_ISSUER' in vars)) expect(`${env('keycloak').KC_HOSTNAME}/realms/aidverify`).toBe(issuer);
    },
  );

  it('takes the public addresses from settings, not hard-coded ones', () => {
    const { env } = resolvedCompose({
      WEB_URL: 'https://aid.school.edu',
      PUBLIC_URL: 'https://api.school.edu',
    });
    expect(env('services-1').OIDC_WEB_ORIGINS).toBe('https://aid.school.edu');
    expect(env('services-1').OIDC_ISSUER_URL).toBe('https://api.school.edu/oidc');
    expect(env('gateway-1').PUBLIC_URL).toBe('https://api.school.edu');
  });

  it.each<Record<string, string>>([{}, { AIDVERIFY_SUBNET: '10.77.3' }])(
    'trusts exactly the proxies in front of each process (%j): nginx for the gateways, nginx and the gateways for the services',
    (vars) => {
      const { env, address, subnet } = resolvedCompose(vars);
      const inSubnet = (a: string) => a.startsWith(subnet.replace(/0\/24$/, ''));
      const gateways = REPLICAS.gateway.map(address);
      for (const a of [...gateways, address('web')]) expect(inSubnet(a), a).toBe(true);
      expect(new Set([...gateways, address('web')]).size).toBe(3);
      // Every replica accepts what compose gives it, and trusts those addresses only.
      for (const name of REPLICAS.services) {
        const services = loadEnv({ ...env(name), DATA_DIR: '/tmp/unused' });
        expect(services.TRUST_PROXY).toEqual([address('web'), ...gateways]);
      }
      for (const name of REPLICAS.gateway)
        expect(loadGatewayEnv(env(name)).trustProxy).toEqual([address('web')]);
    },
  );
});

/** What each env.ts reads: the keys of its EnvSchema. */
/** The variables a file reads, or a folder's `*-settings.ts` files (the services' settings by area, in config/). */
const envKeys = (file: string) =>
  (file.endsWith('/')
    ? readdirSync(path.join(repoRoot, file))
        .filter((name) => name.endsWith('-settings.ts'))
        .map((name) => file + name)
    : [file]
  ).flatMap((one) =>
    [...readFileSync(path.join(repoRoot, one), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
      (m) => m[1]!,
    ),
  );

/** Read by env.ts but deliberately not given to the production containers, and why. */
const NOT_PASSED: Record<string, Record<string, string>> = {
  services: {
    DEV_OUTBOX: 'development only: never on in production',
    ANSWER_CHECK: 'test suites only',
    BLOB_DIR: 'under DATA_DIR, the services-data volume',
    SAIG_DIR: 'under DATA_DIR, the services-data volume',
  },
  gateway: {
    MAIN_API_URL: 'split deployments only: SERVICES_URL covers the six bases',
    ADMIN_API_URL: 'split deployments only',
    SCHOOL_API_URL: 'split deployments only',
    STUDENT_API_URL: 'split deployments only',
    ISIR_API_URL: 'split deployments only',
    INTERVIEW_API_URL: 'split deployments only',
    GRAPHQL_SANDBOX: 'former name of GRAPHQL_EXPLORER',
    PERSISTED_DOCUMENTS: "the web build's own list, in the image beside WEB_DIST",
    SEED_DEMO_DATA: 'read only to refuse it in production when a shared env file hands it over',
    DEV_OUTBOX: 'read only to refuse it in production when a shared env file hands it over',
  },
};

describe('docker-compose.yml passes the documented settings', () => {
  const { doc } = resolvedCompose();
  const example = readFileSync(path.join(repoRoot, 'deploy', 'env.example'), 'utf8');
  const readme = readFileSync(path.join(repoRoot, 'deploy', 'README.md'), 'utf8');

  it.each([
    ['services', 'services/src/config/'],
    ['gateway', 'gateway/src/env.ts'],
  ] as const)(
    'every variable %s reads (%s) is passed by compose and named in deploy/README.md',
    (service, file) => {
      const passed = Object.keys(doc.services[REPLICAS[service][0]]!.environment ?? {});
      const missing = envKeys(file)
        .filter((name) => !NOT_PASSED[service]![name])
        .flatMap((name) => [
          ...(passed.includes(name)
            ? []
            : [`${file} reads ${name}, but docker-compose.yml does not pass it to the ${service} container`]),
          ...(readme.includes(`\`${name}\``)
            ? []
            : [`${name} (${service}) is not named in deploy/README.md`]),
        ]);
      expect(missing).toEqual([]);
      // A variable compose passes that env.ts does not read is a typo or a leftover.
      const unread = passed.filter((name) => !envKeys(file).includes(name));
      expect(
        unread.map((n) => `docker-compose.yml passes ${n} to ${service}, but ${file} does not read it`),
      ).toEqual([]);
      // Every replica gets the same settings.
      for (const replica of REPLICAS[service])
        expect(doc.services[replica]!.environment, replica).toEqual(
          doc.services[REPLICAS[service][0]]!.environment,
        );
    },
  );

  it('every ${VARIABLE} compose reads from .env is in deploy/env.example', () => {
    const read = new Set(
      [...composeText.replace(/^\s*#.*$/gm, '').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!),
    );
    const missing = [...read]
      .filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example))
      .map((name) => `docker-compose.yml reads \${${name}}, but deploy/env.example does not list it`);
    expect(missing).toEqual([]);
  });
});

describe('docker-compose.yml: two replicas of each app behind nginx', () => {
  const { doc, env, address } = resolvedCompose();
  const prometheus = parse(
    readFileSync(path.join(repoRoot, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8'),
  ) as { scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[] };

  it('runs two named replicas of the services and of the gateway, each with a host name of its own', () => {
    for (const [app, names] of Object.entries(REPLICAS)) {
      expect(
        names.filter((n) => doc.services[n]),
        app,
      ).toEqual([...names]);
      expect(doc.services[app], `one ${app} service besides the replicas`).toBeUndefined();
      expect(names.map((n) => doc.services[n]!.hostname)).toEqual([...names]);
      // One network alias for the group: what nginx balances.
      for (const n of names) expect(doc.services[n]!.networks?.default?.aliases, n).toEqual([app]);
    }
    // The gateways are reached through nginx only; nginx publishes both ports.
    for (const n of REPLICAS.gateway) expect(doc.services[n]!.ports, n).toBeUndefined();
    expect(doc.services.web!.ports).toEqual(['${WEB_PORT:-8081}:8080', '${GATEWAY_PORT:-4000}:8080']);
  });

  it('reaches the services through nginx, with one issuer every replica and gateway agrees on', () => {
    const issuers = new Set(REPLICAS.services.map((n) => env(n).PUBLIC_ISSUER));
    expect([...issuers]).toHaveLength(1);
    for (const n of REPLICAS.gateway) {
      const gateway = loadGatewayEnv(env(n));
      // The gateway accepts the password + MFA API's tokens by the issuer its services address gives.
      expect(gateway.legacyIssuer).toBe([...issuers][0]);
      expect(new URL(gateway.servicesUrl).hostname).toBe(doc.services.web!.networks!.default!.aliases![0]);
    }
    const web = env('web');
    expect(web.GATEWAY_SERVER).toBe('gateway:4000');
    expect(web.SERVICES_SERVER).toBe('services:4001');
  });

  it('shares what must be shared: one database, one bucket, one data key, Redis for the gateways', () => {
    const services = REPLICAS.services.map((n) => loadEnv({ ...env(n), DATA_DIR: '/tmp/unused' }));
    for (const e of services) {
      expect(e.BLOB_STORE).toBe('s3');
      expect(e.DATABASE_URL).toBe(services[0]!.DATABASE_URL);
      expect(e.S3_BUCKET).toBe(services[0]!.S3_BUCKET);
      expect(e.dataKey.equals(services[0]!.dataKey)).toBe(true);
    }
    for (const n of REPLICAS.gateway) {
      expect(loadGatewayEnv(env(n)).redisUrl).toBe('redis://redis:6379');
      expect(doc.services[n]!.depends_on).toHaveProperty('redis');
    }
    expect(doc.services.redis!.profiles).toBeUndefined();
  });

  it('has Prometheus scrape every replica as a target of its own', () => {
    const targets = (job: string) =>
      prometheus.scrape_configs.find((c) => c.job_name === job)!.static_configs.flatMap((c) => c.targets);
    expect(targets('aidverify-gateway')).toEqual(REPLICAS.gateway.map((n) => `${n}:4000`));
    expect(targets('aidverify-services')).toEqual(REPLICAS.services.map((n) => `${n}:4001`));
    expect(address('gateway-1')).not.toBe(address('gateway-2'));
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = readFileSync(path.join(repoRoot, 'deploy', 'Dockerfile'), 'utf8');
  const stage = (name: string) =>
    dockerfile
      .split(/^FROM /m)
      .find((s) => new RegExp(`AS ${name}\\s`).test(s))!
      .replace(/^\s*#.*$/gm, '');

  it('runs compiled JavaScript with production dependencies only in the services and gateway images', () => {
    for (const name of ['services', 'gateway']) {
      const body = stage(name);
      expect(body, name).toContain('CMD ["node", "dist/main.js"]');
      expect(body, name).not.toMatch(/tsx|pnpm/);
      // Only the deployed package (dist, migrations, prod node_modules), never the whole workspace.
      expect(body, name).toContain(`COPY --from=app-build /out/${name} /app/${name}`);
      expect(body, name).not.toMatch(/COPY --from=workspace/);
    }
    expect(stage('app-build')).toMatch(/deploy --legacy --prod/);
    expect(stage('node-runtime')).not.toMatch(/pnpm/);
  });

  it('caps the V8 heap of both apps, as bench/load.ts starts them', () => {
    // Without a cap V8 lets the old space grow to 4 times its live objects before a full collection (issue 28).
    expect(stage('node-runtime')).toMatch(/NODE_OPTIONS="[^"]*--max-old-space-size=256[\s"]/);
    for (const name of ['services', 'gateway']) {
      expect(stage(name), name).toMatch(/^node-runtime AS /);
      expect(stage(name), name).not.toContain('NODE_OPTIONS');
    }
  });

  it('pins every base image to a minor version', () => {
    const images = [...dockerfile.matchAll(/^ARG (?:NODE|NGINX)_IMAGE=(\S+)/gm)].map((m) => m[1]!);
    const composeImages = [...composeText.matchAll(/^\s+image: ((?!aidverify\/)\S+)/gm)].map((m) => m[1]!);
    expect(images.length + composeImages.length).toBe(9);
    // MinIO names its releases by date (RELEASE.2025-04-22T22-12-26Z): one exact build, as pinned as it gets.
    for (const image of [...images, ...composeImages])
      expect(image).toMatch(/:(v?\d+\.\d+(\.\d+)?(-|$)|RELEASE\.\d{4}-\d{2}-\d{2}T[\d-]+Z$)/);
  });
});
