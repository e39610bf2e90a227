import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalogs = path.join(web, 'src/i18n/locales');
const cli = path.join(web, 'node_modules/@lingui/cli/dist/lingui.js');

/** msgid → msgstr of a .po catalog (obsolete `#~` entries left out), multi-line strings joined. */
export function readPo(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    const start = lines.findIndex((l) => l.startsWith('msgid '));
    const str = lines.findIndex((l) => l.startsWith('msgstr '));
    if (start < 0 || str < 0) continue;
    const join = (part: string[]) =>
      part.map((l) => JSON.parse(l.replace(/^msg(id|str) /, '')) as string).join('');
    const id = join(lines.slice(start, str));
    if (id !== '') entries.set(id, join(lines.slice(str)));
  }
  return entries;
}

/**
 * The missing-translation check of issue 26, in `npm test`: extraction runs here (not by hand) over the student and
 * parent screens into a scratch copy of the catalogs; a message the committed catalogs lack, or one without its
 * Spanish, fails with its text.
 */
describe('the student and parent screens are fully translated', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'aidverify-i18n-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('every message of the translated screens is in the catalogs and has its Spanish', async () => {
    cpSync(catalogs, path.join(scratch, 'locales'), { recursive: true });
    // Each catalog of the project's config, written to the scratch copy instead.
    const config = {
      ...linguiConfig,
      rootDir: web,
      catalogs: linguiConfig.catalogs!.map((c) => ({
        ...c,
        path: path.join(scratch, 'locales/{locale}', path.basename(c.path)),
      })),
    };
    const configFile = path.join(scratch, 'lingui.config.json');
    writeFileSync(configFile, JSON.stringify(config));
    await promisify(execFile)(
      process.execPath,
      [cli, 'extract', '--clean', '--config', configFile, '--workers', '1'],
      { cwd: web },
    );

    const read = (dir: string, locale: string, name: string) =>
      readPo(readFileSync(path.join(dir, locale, `${name}.po`), 'utf8'));
    const names = linguiConfig.catalogs!.map((c) => path.basename(c.path));
    expect(names).toEqual(['messages', 'accounts', 'interview', 'settings']);
    // Fewer than these would mean the extraction missed a screen's files (Settings is one screen: ~45 messages).
    const least: Record<string, number> = { messages: 50, accounts: 50, interview: 50, settings: 40 };
    for (const name of names) {
      const extracted = read(path.join(scratch, 'locales'), 'es', name);
      const committed = read(catalogs, 'en', name);
      expect(extracted.size, name).toBeGreaterThan(least[name]!);
      const notInCatalog = [...extracted.keys()].filter((id) => !committed.has(id));
      // Run `pnpm --filter @aidverify/web i18n:extract` and translate what it adds to locales/es/*.po.
      expect(notInCatalog, `messages missing from the committed ${name} catalog`).toEqual([]);
      const withoutSpanish = [...extracted].filter(([, es]) => es.trim() === '').map(([id]) => id);
      expect(withoutSpanish, `messages of the ${name} catalog without Spanish`).toEqual([]);
    }
    // Extraction parses every file of the translated features (~12 s alone; longer on a busy CI machine).
  }, 180_000);
});
