import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { repoRoot } from '../env.js';
import { buildSchema } from '../schema.js';
import { DEFAULT_COST_LIMITS, DEFAULT_QUERY_LIMITS, operationCost } from './query-limits.js';

const schema = buildSchema();

/** Every operation document of the web app (web/src/**\/*.graphql), with its fragments. */
function webOperations(): { file: string; name: string; document: DocumentNode }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '__generated__') walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.join(repoRoot, 'web', 'src'));
  // Fragments may live in another file: one document of every definition, each operation costed in it.
  const all = parse(files.map((f) => readFileSync(f, 'utf8')).join('\n'));
  return all.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION && d.name ? [{ file: '', name: d.name.value, document: all }] : [],
  );
}

describe('the query cost limit', () => {
  const operations = webOperations();

  it("lets every operation of the web through, even with the largest page sizes (variables not known: 200 a page)", () => {
    expect(operations.length).toBeGreaterThan(50);
    const costs = operations.map((o) => ({ name: o.name, cost: operationCost(schema, o.document, o.name, {}) }));
    const top = [...costs].sort((a, b) => b.cost - a.cost).slice(0, 8);
    console.log(`largest web operations: ${top.map((c) => `${c.name} ${c.cost}`).join(', ')} (limit ${DEFAULT_COST_LIMITS.maxCost})`);
    const over = costs.filter((c) => c.cost > DEFAULT_COST_LIMITS.maxCost);
    expect(over).toEqual([]);
  });

  it('refuses 20 aliases of a 200-student search with nested task lists, quickly', () => {
    const aliases = Array.from({ length: DEFAULT_QUERY_LIMITS.maxAliases }, (_, i) =>
      `a${i}: searchStudents(input: { text: "", pageSize: 200 }) { items { id firstName lastName taskList(aidYear: 2027) { id status interviewType { name } } } }`,
    ).join('\n');
    const document = parse(`query Hostile { ${aliases} }`);
    const started = performance.now();
    const cost = operationCost(schema, document, 'Hostile', {});
    expect(performance.now() - started).toBeLessThan(50);
    console.log(`hostile operation: cost ${cost}`);
    expect(cost).toBeGreaterThan(DEFAULT_COST_LIMITS.maxCost);
  });
});
