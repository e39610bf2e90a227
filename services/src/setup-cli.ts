/**
 * First run of an installation: `npm run setup -- --school-code 123456 --admin-email it@school.edu`, or
 * `npm run setup -- --generate-secrets` for the secrets of the .env file beside docker-compose.yml.
 * Exit codes: 0 done, 1 configuration or database problem, 2 refused (e.g. an administrator exists).
 */
import { parseArgs } from 'node:util';
import { createContext } from './context.js';
import { loadEnv } from './env.js';
import { generateSecrets } from './seed/secrets.js';
import { migrate } from './platform/migrate.js';
import { openDatabase } from './server.js';
import { seedDemoData } from './seed/demo.js';
import { describeFirstRun, FirstRunRefused, runFirstSetup } from './seed/first-run.js';

const USAGE = `Usage:
  npm run setup -- --school-code <code> --admin-email <e-mail> [--school-name <name>] [--school-purl <purl>]
                   [--admin-first-name <name>] [--admin-last-name <name>] [--link-origin <https://web address>]
  npm run setup -- --generate-secrets
The school code and e-mail may come from INITIAL_SCHOOL_CODE and INITIAL_ADMIN_EMAIL instead.`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'school-code': { type: 'string' },
        'admin-email': { type: 'string' },
        'school-name': { type: 'string' },
        'school-purl': { type: 'string' },
        'admin-first-name': { type: 'string' },
        'admin-last-name': { type: 'string' },
        'link-origin': { type: 'string' },
        'generate-secrets': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values['generate-secrets']) {
    console.log(generateSecrets());
    return 0;
  }
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    console.error((e as Error).message);
    return 1;
  }
  const schoolCode = values['school-code'] ?? env.INITIAL_SCHOOL_CODE;
  const adminEmail = values['admin-email'] ?? env.INITIAL_ADMIN_EMAIL;
  if (!schoolCode || !adminEmail) {
    console.error(`Give the first school's code and the first administrator's e-mail.\n${USAGE}`);
    return 1;
  }
  const db = await openDatabase(env);
  try {
    await migrate(db);
    const ctx = createContext(
      env,
      db,
      env.PUBLIC_ISSUER ?? `http://${env.SERVICES_HOST}:${env.SERVICES_PORT}/api`,
    );
    await seedDemoData(ctx, { demo: env.SEED_DEMO_DATA === 'on' });
    const result = await runFirstSetup(ctx, {
      schoolCode,
      adminEmail,
      schoolName: values['school-name'] ?? env.INITIAL_SCHOOL_NAME,
      schoolPurl: values['school-purl'],
      adminFirstName: values['admin-first-name'],
      adminLastName: values['admin-last-name'],
      linkOrigin: values['link-origin'],
    });
    console.log(describeFirstRun(result, env.messageSender));
    return 0;
  } catch (e) {
    if (e instanceof FirstRunRefused) {
      console.error(`Setup refused: ${e.message}`);
      return 2;
    }
    console.error(`Setup failed: ${(e as Error).message}`);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
