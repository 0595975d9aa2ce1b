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
  return new Sfc32(state);
}

const TWO_32 = 0x100000000;
/** The largest bound `int` takes: its products must stay exact in a double. */
const MAX_BOUND = 0x200000;

/** sfc32 as a class: methods on the prototype keep making one cheap (games make one per move). */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  next(): number {
    const a = this.a >>> 0;
    const b = this.b >>> 0;
    let c = this.c >>> 0;
    const d = (this.d + 1) | 0;
    const t = (((a + b) | 0) + d) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    this.c = (c + t) | 0;
    this.d = d;
    return t >>> 0;
  }

  float(): number {
    return this.next() / TWO_32;
  }

  int(n: number): number {
    if (!(n >= 1) || n > MAX_BOUND || n !== Math.floor(n)) throw new RangeError(`rng.int: bad bound ${n}`);
    // Lemire's multiply-and-reject: exactly uniform, and it almost never divides. With
    // n <= 2^21 the product stays below 2^53, so a double holds it exactly.
    let m = this.next() * n;
    let low = m >>> 0;
    if (low < n) {
      const threshold = (TWO_32 - n) % n;
      while (low < threshold) {
        m = this.next() * n;
        low = m >>> 0;
      }
    }
    return Math.floor(m / TWO_32);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('rng.pick: empty list');
    return items[this.int(items.length)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}

export function createRng(seed: string): Rng {
  const rng = rngFrom(seedState(seed));
  // Discard a few outputs so that similar seeds diverge at once.
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}
