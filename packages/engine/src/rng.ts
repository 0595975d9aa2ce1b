/**
 * A small, fast, serialisable PRNG (sfc32) whose whole state is four uint32s, so a game
 * can keep it inside its plain-data state and replays reproduce every draw.
 */
export type RngState = readonly [number, number, number, number];

export interface Rng {
  /** A uniform uint32. */
  next(): number;
  /** A uniform float in [0, 1). */
  float(): number;
  /** A uniform integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Shuffles in place (Fisher-Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** A snapshot of the state, to store back into a game state. */
  state(): RngState;
}

/** Hashes a string seed to a well-mixed 128-bit state (cyrb128). */
export function seedState(seed: string): RngState {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** An Rng continuing from a stored state; the stored state itself is never changed. */
export function rngFrom(state: RngState): Rng {
  let [a, b, c, d] = state;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  const int = (n: number): number => {
    if (!(n >= 1) || n > 0x100000000) throw new RangeError(`rng.int: bad bound ${n}`);
    // Rejection sampling keeps every outcome exactly equally likely.
    const limit = 0x100000000 - (0x100000000 % n);
    let x = next();
    while (x >= limit) x = next();
    return x % n;
  };
  return {
    next,
    float: () => next() / 0x100000000,
    int,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('rng.pick: empty list');
      return items[int(items.length)];
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        const t = items[i];
        items[i] = items[j];
        items[j] = t;
      }
      return items;
    },
    state: () => [a >>> 0, b >>> 0, c >>> 0, d >>> 0],
  };
}

export function createRng(seed: string): Rng {
  const rng = rngFrom(seedState(seed));
  // Discard a few outputs so that similar seeds diverge at once.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}
