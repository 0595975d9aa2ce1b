/**
 * Per seat, a value in [0, 1] for a shedding game cut off before its end: a share of the
 * win that falls off by a factor e for every `spread` cards more than the best hand.
 * Fewer cards is nearer to going out; the values sum to 1 like win credit.
 */
export function standingBySize(sizes: readonly number[], spread: number): number[] {
  const least = Math.min(...sizes);
  const weights = sizes.map((n) => Math.exp(-(n - least) / spread));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}
