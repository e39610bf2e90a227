import { describe, expect, it } from 'vitest';
import {
  isInternalAddress,
  mailboxConfigCheck,
  mailboxHostProblem,
  type ResolveHost,
} from './mailbox-host.js';

/** A stub DNS: no traffic goes to any of these addresses, nor to a resolver. */
const dns: Record<string, string[]> = {
  'saig.example.gov': ['203.0.113.7'],
  'metadata.cloud.internal': ['169.254.169.254'],
  'split.example.com': ['203.0.113.8', '10.1.2.3'],
  'relay.school.internal': ['10.20.0.5'],
  'v6-local.example.com': ['fd12:3456::1'],
};
const resolve: ResolveHost = async (host) => {
  const found = dns[host];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

describe("a school's own SAIG mailbox host", () => {
  it('may be a host outside the network', async () => {
    expect(await mailboxHostProblem('saig.example.gov', '', resolve)).toBeNull();
    expect(await mailboxHostProblem('203.0.113.9', '', resolve)).toBeNull();
  });

  it('is refused when any address it resolves to is internal: metadata, private, loopback, unique-local', async () => {
    expect(await mailboxHostProblem('metadata.cloud.internal', '', resolve)).toBe(
      'metadata.cloud.internal is an internal address (169.254.169.254); the installation must allow it (SAIG_SFTP_INTERNAL_HOSTS)',
    );
    expect(await mailboxHostProblem('split.example.com', '', resolve)).toMatch(/\(10\.1\.2\.3\)/);
    expect(await mailboxHostProblem('v6-local.example.com', '', resolve)).toMatch(/\(fd12:3456::1\)/);
    for (const literal of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '192.168.1.10', '172.20.0.1', '0.0.0.0'])
      expect(await mailboxHostProblem(literal, '', resolve), literal).toMatch(/is an internal address/);
    expect(await mailboxHostProblem('nowhere.example', '', resolve)).toBe(
      'nowhere.example does not resolve to an address',
    );
  });

  it('may be internal when the installation allows that host by name', async () => {
    expect(
      await mailboxHostProblem('relay.school.internal', 'other, relay.school.internal', resolve),
    ).toBeNull();
    expect(
      await mailboxHostProblem('metadata.cloud.internal', 'relay.school.internal', resolve),
    ).not.toBeNull();
  });

  it('is checked only on saig.sftp.host among the config items', async () => {
    const check = mailboxConfigCheck('', resolve);
    expect(await check('saig.sftp.host', '169.254.169.254')).toMatch(/internal address/);
    expect(await check('saig.sftp.directory', '/127.0.0.1')).toBeNull();
    expect(isInternalAddress('8.8.8.8')).toBe(false);
  });
});
