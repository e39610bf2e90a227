import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.js';
import { htmlOf, smtpOptions } from './smtp.js';

const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-smtp-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = (v: Record<string, string>) => loadEnv({ DATA_DIR: dir, MAIL_FROM: 'no-reply@b.edu', ...v });

describe('SMTP settings', () => {
  it('reads host, port, TLS and credentials from SMTP_URL', () => {
    expect(smtpOptions(env({ SMTP_URL: 'smtp://mailer:p%40ss@relay.b.edu' }))).toMatchObject({
      host: 'relay.b.edu',
      port: 587,
      secure: false,
      requireTLS: false,
      auth: { user: 'mailer', pass: 'p@ss' },
    });
    expect(smtpOptions(env({ SMTP_URL: 'smtps://relay.b.edu', SMTP_REQUIRE_TLS: 'on' }))).toMatchObject({
      port: 465,
      secure: true,
      requireTLS: true,
    });
    expect(smtpOptions(env({ SMTP_HOST: 'relay', SMTP_PORT: '465' }))).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(smtpOptions(env({ SMTP_HOST: 'relay', SMTP_PORT: '2525', SMTP_SECURE: 'on' }))).toMatchObject({
      port: 2525,
      secure: true,
    });
    expect(smtpOptions(loadEnv({ DATA_DIR: dir }))).toBeUndefined();
    expect(() => smtpOptions(env({ SMTP_URL: 'http://relay.b.edu' }))).toThrow(/smtp:\/\/ or smtps:\/\//);
  });

  it('makes the HTML part from the text: escaped, paragraphs kept, links clickable', () => {
    expect(htmlOf('Hello <Sam> & co,\n\nOpen https://aid.b.edu/reset?t=1&x=2.\nThanks')).toContain(
      '<p>Hello &lt;Sam&gt; &amp; co,</p><p>Open <a href="https://aid.b.edu/reset?t=1&amp;x=2">https://aid.b.edu/reset?t=1&amp;x=2</a>.<br>Thanks</p>',
    );
  });
});
