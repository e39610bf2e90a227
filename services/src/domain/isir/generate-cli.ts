import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { generateIsirStream } from './generate.js';

/** npm run isir:generate -- --year 2026-27 --records 100000 --seed 7 --out isir.txt [--pre-obbba] [--no-headers] [--lf] */
const { values } = parseArgs({
  options: {
    year: { type: 'string', default: '2026-27' },
    records: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    'pre-obbba': { type: 'boolean', default: false },
    'no-headers': { type: 'boolean', default: false },
    lf: { type: 'boolean', default: false },
    'selected-share': { type: 'string', default: '0.25' },
  },
  allowPositionals: true,
});
const layout = values['pre-obbba'] ? `${values.year}-pre-obbba` : values.year!;
const records = Number(values.records);
if (!/^\d{4}-\d{2}$/.test(values.year!) || !Number.isInteger(records) || records < 1) {
  console.error(
    'Usage: npm run isir:generate -- --year 2026-27 --records 1000 [--seed 1] [--out file] [--pre-obbba] [--no-headers] [--lf]',
  );
  process.exit(2);
}
// A relative --out means where the command was typed (npm and pnpm run scripts from the root).
const target = values.out ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out) : null;
const out = target ? createWriteStream(target) : process.stdout;
await pipeline(
  generateIsirStream({
    layout,
    records,
    seed: Number(values.seed),
    headers: !values['no-headers'],
    eol: values.lf ? '\n' : '\r\n',
    selectedShare: Number(values['selected-share']),
  }),
  out,
);
if (target) console.error(`Wrote ${records} ${layout} records to ${target}`);
