/** Chance that a hand of `draws` cards, dealt from `pool` cards of which `hits` are wanted, holds at least `k` of them. */
export function atLeast(k: number, hits: number, draws: number, pool: number): number {
  if (k <= 0) return 1;
  if (k > hits || k > draws || pool <= 0) return 0;
  let below = 0;
  for (let i = 0; i < k; i++) below += exactly(i, hits, draws, pool);
  return Math.max(0, Math.min(1, 1 - below));
}

/** Hypergeometric: chance of exactly `i` wanted cards in `draws` from `pool` holding `hits` wanted. */
export function exactly(i: number, hits: number, draws: number, pool: number): number {
  if (i < 0 || i > hits || i > draws || draws - i > pool - hits) return 0;
  return (choose(hits, i) * choose(pool - hits, draws - i)) / choose(pool, draws);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  if (k > n - k) k = n - k;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

/** A rate with a prior: (hits + prior hits) / (trials + prior trials). */
export function rate(hits: number, trials: number, priorHits: number, priorTrials: number): number {
  return (hits + priorHits) / (trials + priorTrials);
}
