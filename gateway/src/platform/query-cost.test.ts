import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DocumentNode } from 'graphql';
import { repoRoot } from '../env.js';
import { buildSchema } from '../schema.js';
import { DEFAULT_QUERY_LIMITS } from './query-limits.js';
import { DEFAULT_COST_LIMITS, operationCost } from './query-cost.js';
import { earlyOperationLimits } from './early-operation-limits.js';
import { print, visit } from 'graphql';

/** The text the web sends for one operation: it and the fragments it spreads, transitively. */
function sentText(all: DocumentNode, name: string): string {
  const fragments = new Map(
    all.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const operation = all.definitions.find(
    (d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name,
  )!;
  const needed = new Set<string>();
  const spreadIn = (node: import('graphql').ASTNode) =>
    visit(node, {
      FragmentSpread(spread) {
        if (needed.has(spread.name.value)) return;
        needed.add(spread.name.value);
        spreadIn(fragments.get(spread.name.value)!);
      },
    });
  spreadIn(operation);
  return [operation, ...[...needed].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n');
}

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

  it('lets every operation of the web through, even with the largest page sizes (variables not known: 200 a page)', () => {
    expect(operations.length).toBeGreaterThan(50);
    const costs = operations.map((o) => ({
      name: o.name,
      cost: operationCost(schema, o.document, o.name, {}),
    }));
    const top = [...costs].sort((a, b) => b.cost - a.cost).slice(0, 8);
    console.log(
      `largest web operations: ${top.map((c) => `${c.name} ${c.cost}`).join(', ')} (limit ${DEFAULT_COST_LIMITS.maxCost})`,
    );
    const over = costs.filter((c) => c.cost > DEFAULT_COST_LIMITS.maxCost);
    expect(over).toEqual([]);
  });

  it('refuses 20 aliases of a 200-student search with nested task lists, quickly', () => {
    const aliases = Array.from(
      { length: DEFAULT_QUERY_LIMITS.maxAliases },
      (_, i) =>
        `a${i}: searchStudents(input: { text: "", pageSize: 200 }) { items { id firstName lastName taskList(aidYear: 2027) { id status interviewType { name } } } }`,
    ).join('\n');
    const document = parse(`query Hostile { ${aliases} }`);
    const started = performance.now();
    const cost = operationCost(schema, document, 'Hostile', {});
    expect(performance.now() - started).toBeLessThan(50);
    console.log(`hostile operation: cost ${cost}`);
    expect(cost).toBeGreaterThan(DEFAULT_COST_LIMITS.maxCost);
  });

  describe('checked on the request body, before Apollo parses and validates', () => {
    const early = earlyOperationLimits(schema, { maxTokens: 2_000 });
    const hostile = (n: number) =>
      `query Hostile { ${Array.from({ length: n }, (_, i) => `a${i}: searchStudents(input: { text: "", pageSize: 200 }) { items { id taskList(aidYear: 2027) { id status } } }`).join(' ')} }`;

    it('lets every operation of the web through, as the web sends it (the operation and its fragments)', () => {
      const refused = operations.flatMap((o) => {
        const query = sentText(o.document, o.name);
        // Within the token limit, so what follows is judged, not skipped as unparsable.
        expect(() => parse(query, { maxTokens: 2_000 })).not.toThrow();
        const errors = early({ query, operationName: o.name, variables: {} });
        return errors ? [`${o.name}: ${errors[0]!.message}`] : [];
      });
      expect(refused).toEqual([]);
    });

    it('refuses the hostile operation on its cost, and one alias too many on its aliases', () => {
      expect(early({ query: hostile(20) })).toEqual([
        {
          message: expect.stringMatching(
            /^Operation Hostile asks for too much at once \(cost \d+; at most 20000\)/,
          ),
          extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
        },
      ]);
      expect(early({ query: hostile(21) })).toEqual([
        {
          message: 'Operation Hostile uses more than 20 aliases; at most 20 are allowed',
          extensions: { code: 'QUERY_TOO_COMPLEX' },
        },
      ]);
      // The variables count: the same 20 aliases over pages of 5 pass.
      const paged = `query P($n: Int!) { ${Array.from({ length: 20 }, (_, i) => `a${i}: searchStudents(input: { text: "", pageSize: $n }) { items { id taskList(aidYear: 2027) { id } } }`).join(' ')} }`;
      expect(early({ query: paged, variables: { n: 200 } })?.[0]!.message).toMatch(
        /^Operation P asks for too much at once/,
      );
      expect(early({ query: paged, variables: { n: 5 } })).toBeUndefined();
    });

    it('leaves what it cannot judge to Apollo: syntax errors, too many tokens, an unknown operation, no query', () => {
      expect(early({ query: '{ searchStudents(' })).toBeUndefined();
      expect(early({ query: `{ ${'ping '.repeat(2_100)} }` })).toBeUndefined();
      expect(early({ query: hostile(21), operationName: 'Other' })).toBeUndefined();
      expect(early({})).toBeUndefined();
      expect(early([{ query: hostile(21) }])).toBeUndefined();
    });
  });
});
