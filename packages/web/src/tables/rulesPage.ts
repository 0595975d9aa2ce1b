import type { Lang } from '../i18n/lang.ts';

/** One text in every language. */
export type Words = Readonly<Record<Lang, string>>;

/**
 * A How-to-play section: short sentences, and the headings of the game's RULES.md it
 * states (a test holds every heading of RULES.md to be covered, and every number a point
 * states to be in those sections and in all three languages).
 */
export interface RulesSection {
  readonly covers: readonly string[];
  readonly heading: Words;
  readonly points: readonly Words[];
}

export type RulesPage = readonly RulesSection[];
