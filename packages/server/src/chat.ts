import { fail } from './errors.ts';

/**
 * Characters that reorder text (bidi embeddings, overrides, isolates and marks): a line
 * with U+202E can make what follows read backwards. They are removed from every line.
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Control characters but newline and tab. */
const CONTROL = /[^\P{Cc}\n\t]/gu;
/**
 * What shows nothing on its own: spaces, format characters (zero-width space and joiners,
 * word joiner, BOM, soft hyphen), combining marks and variation selectors, and the blank
 * letters (Hangul fillers, the blank Braille pattern).
 */
const INVISIBLE = /[\s\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/**
 * A chat line as stored and sent: plain text without control or bidi characters. A line
 * that shows nothing once its invisible characters are set aside is refused (they stay
 * in a line that has something to show: a joiner inside an emoji sequence).
 */
export function cleanChat(text: string): string {
  const clean = text.replace(CONTROL, '').replace(BIDI, '').trim();
  if (clean.replace(INVISIBLE, '').length === 0) fail('bad-request', 'Empty message.');
  return clean;
}

/** Users one user has muted at one table, at most. */
export const MUTES_PER_TABLE = 100;
/** (user, table) pairs a node remembers; the oldest are forgotten beyond it. */
const PAIRS = 100_000;

/**
 * Who muted whom at which table, in this node's memory (every node learns of a mute over
 * the bus): a muted user's lines are not sent to the user who muted them there.
 */
export class Mutes {
  private readonly pairs = new Map<string, Set<string>>();

  set(userId: string, table: string, target: string, on: boolean): void {
    const key = `${userId} ${table}`;
    let muted = this.pairs.get(key);
    if (!on) {
      muted?.delete(target);
      if (muted?.size === 0) this.pairs.delete(key);
      return;
    }
    if (!muted) {
      if (this.pairs.size >= PAIRS) this.pairs.delete(this.pairs.keys().next().value!);
      muted = new Set();
      this.pairs.set(key, muted);
    }
    if (!muted.has(target) && muted.size >= MUTES_PER_TABLE)
      fail('bad-request', `At most ${MUTES_PER_TABLE} people can be muted at one table.`);
    muted.add(target);
  }

  muted(userId: string, table: string, from: string): boolean {
    return this.pairs.get(`${userId} ${table}`)?.has(from) ?? false;
  }
}
