// Vitest setup: property tests replay a red run. fast-check prints `{ seed, path }` when a
// property fails; `FC_SEED=<seed> [FC_PATH=<path>] npx vitest run <file>` runs it again.
import fc from 'fast-check';

const seed = process.env.FC_SEED;
if (seed !== undefined && seed !== '') {
  const path = process.env.FC_PATH || undefined;
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed: Number(seed), path, endOnFailure: true });
  console.log(`fast-check: replaying seed ${seed}${path ? ` path ${path}` : ''}`);
}
