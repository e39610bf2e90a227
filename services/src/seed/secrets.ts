import { randomBytes } from 'node:crypto';
import { dataKeyProblem } from '../env.js';

/** Passwords as hex (URL-safe: they go into DATABASE_URL), the data key as 32 random bytes in base64. */
export function generateSecrets(): string {
  const password = () => randomBytes(24).toString('hex');
  let key = randomBytes(32);
  while (dataKeyProblem(key)) key = randomBytes(32);
  return [
    `# aidverify secrets, generated ${new Date().toISOString()}. Put them in .env beside docker-compose.yml`,
    '# (never commit it) and keep a copy of DATA_ENCRYPTION_KEY with the backups: without it nothing sealed reads back.',
    `POSTGRES_PASSWORD=${password()}`,
    `AIDVERIFY_DB_PASSWORD=${password()}`,
    `KEYCLOAK_DB_PASSWORD=${password()}`,
    `KEYCLOAK_ADMIN_PASSWORD=${password()}`,
    `MINIO_ROOT_PASSWORD=${password()}`,
    `DATA_ENCRYPTION_KEY=${key.toString('base64')}`,
  ].join('\n');
}
