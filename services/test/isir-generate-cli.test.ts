import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

it('`npm run isir:generate -- …` writes a file with only node, npm and sh on the PATH (no global pnpm)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'aidverify-generate-'));
  try {
    const bin = path.join(dir, 'bin');
    spawnSync('mkdir', [bin]);
    for (const tool of ['node', 'npm', 'sh']) {
      const found = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
      symlinkSync(found, path.join(bin, tool));
    }
    const out = path.join(dir, 'isir.txt');
    const run = spawnSync(
      'npm',
      ['run', 'isir:generate', '--', '--records', '3', '--seed', '5', '--out', out],
      {
        cwd: root,
        encoding: 'utf8',
        env: { HOME: process.env.HOME ?? dir, PATH: bin },
      },
    );
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    // A SAIG header, three records and a trailer.
    expect(readFileSync(out, 'latin1').trimEnd().split('\r\n')).toHaveLength(5);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
