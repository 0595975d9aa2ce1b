import type { AnyGame } from '@parlour/engine';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { MessageKey } from '../i18n/en.ts';
import type { GameMessages } from '../i18n/gameMessages.ts';
import type { Lang } from '../i18n/lang.ts';
import type { EventWords } from './eventWords.ts';
import type { RulesPage } from './rulesPage.ts';
import type { TableViewProps } from './types.ts';

/** An option's label and description in one language. */
export interface OptionWords {
  readonly label: string;
  readonly description: string;
}

/**
 * Everything the client knows of one game, exported by the game's folder (`tables/<id>/index.ts`)
 * and listed once in `tables/index.ts`. What only a table or a page needs loads with it,
 * so the lobby's first download carries no table, no rules text and no game code.
 */
export interface WebGame {
  /** The game's id in `@parlour/games`. */
  readonly id: string;
  /** The table view, its own chunk. */
  readonly Table: LazyExoticComponent<ComponentType<TableViewProps>>;
  /** The game as code, for the replay page to re-run a record. */
  readonly code: () => Promise<AnyGame>;
  /** The How-to-play page; it states the game's RULES.md (see rules.test.ts). */
  readonly rules: () => Promise<RulesPage>;
  /** The game's own messages in every language, keyed `<game>.…` (the id in camel case). */
  readonly messages: GameMessages;
  /** The game's wording of its events for the move log. */
  readonly words: EventWords;
  /** One line that tells a newcomer why to play it, in the lobby. */
  readonly pitch: Readonly<Record<Lang, string>>;
  /** A small drawn scene for the lobby. */
  readonly Picture: ComponentType;
  /**
   * Each option's words in Malay and French, by option name; English comes from the game
   * itself (the server's option list), which is also the fallback for an option not listed.
   */
  readonly options: Readonly<Record<string, Partial<Record<Lang, OptionWords>>>>;
  /** What the game's score counts, in words with its plural ("5 cards left on the grid"). */
  readonly unit: MessageKey;
  /**
   * The table works its moves out from the view, so the page asks the server for no legal
   * list (a Bluff hand of 20 cards has over 6,000 declarations, about 250 KB a state).
   */
  readonly ownMoves?: boolean;
  /** The player's record of this game on the profile page, if it keeps one. */
  readonly Profile?: ComponentType;
}
