import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: `.data/` lives here so every package finds the same embedded database. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
