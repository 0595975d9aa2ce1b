import type { CardNo } from './cards.ts';

/**
 * The no-repeat rule's memory. Only the tableaux seen since the last foundation move can
 * recur (earlier ones held more cards), and each differs from the next by one build, so a
 * state keeps just those builds, each as one number, and tableaux are rebuilt from them
 * when wanted. A playout then builds no string per move.
 *
 * What a card lies on: the card under it (0-51), or HEAD + c at the head of column c.
 */
export const HEAD = 52;

/** A build as one number: the card, what it lay on before, what it lies on after. */
export function buildRecord(card: CardNo, before: number, after: number): number {
  return card | (before << 6) | (after << 13);
}

/** What the bottom card of a column lies on. */
export function underBottom(column: readonly CardNo[], c: number): number {
  return column.length > 1 ? column[column.length - 2] : HEAD + c;
}

/** Scratch for `repeats`: per card, what it lies on as the builds are undone, what the new tableau has, and whether set. */
const lies = new Int8Array(52);
const wanted = new Int8Array(52);
const touched = new Int32Array(52);
let walk = 0;

/**
 * Whether building `card` onto `onto` (what it would then lie on) recreates a tableau
 * seen since the last foundation move. Only a tableau in which the card lay on `onto`
 * can match, which is rare, so most checks are one pass over the builds. Otherwise the
 * builds are undone newest first, counting the cards that lie differently from the
 * would-be tableau; a count of 0 is a repeat. A card's newest build says where it lies now.
 */
export function repeats(builds: readonly number[], card: CardNo, onto: number): boolean {
  let i = builds.length - 1;
  while (i >= 0 && (builds[i] & 0x1fff) !== (card | (onto << 6))) i--;
  if (i < 0) return false;
  walk++;
  let differ = 1; // the card itself, which now lies elsewhere
  for (let j = builds.length - 1; j >= 0; j--) {
    const build = builds[j];
    const moved = build & 63;
    const before = (build >> 6) & 127;
    if (touched[moved] !== walk) {
      touched[moved] = walk;
      lies[moved] = build >> 13;
      wanted[moved] = moved === card ? onto : build >> 13;
    }
    if (lies[moved] !== wanted[moved]) differ--;
    lies[moved] = before;
    if (before !== wanted[moved]) differ++;
    if (differ === 0) return true;
  }
  return false;
}

/**
 * An exact key of a tableau: one character per card (52), naming what it lies on: the
 * card under it, the head of its column, or home. Two tableaux are the same exactly when
 * their keys are (the solver's transposition table).
 */
export function tableauKey(columns: readonly (readonly CardNo[])[]): string {
  return String.fromCharCode.apply(null, keyCodes(columns));
}

/** Key characters: a card's code is CARD_CODE + its number; a column head's is HEAD_CODE + its index. */
export const CARD_CODE = 48;
export const HEAD_CODE = 0xc0;
export const HOME_CODE = 45;

function keyCodes(columns: readonly (readonly CardNo[])[]): number[] {
  const codes: number[] = [];
  for (let card = 0; card < 52; card++) codes.push(HOME_CODE);
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c];
    for (let i = 0; i < column.length; i++) codes[column[i]] = i === 0 ? HEAD_CODE + c : CARD_CODE + column[i - 1];
  }
  return codes;
}

const codeOfUnder = (under: number): number => (under < HEAD ? CARD_CODE + under : HEAD_CODE + under - HEAD);

/** The keys of the tableaux seen since the last foundation move, oldest first, the current one last. */
export function seenKeys(state: { columns: readonly (readonly CardNo[])[]; builds: readonly number[] }): string[] {
  const codes = keyCodes(state.columns);
  const keys = [String.fromCharCode.apply(null, codes)];
  for (let j = state.builds.length - 1; j >= 0; j--) {
    codes[state.builds[j] & 63] = codeOfUnder((state.builds[j] >> 6) & 127);
    keys.push(String.fromCharCode.apply(null, codes));
  }
  return keys.reverse();
}
