import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { TableViewProps } from './types.ts';

type View = LazyExoticComponent<ComponentType<TableViewProps>>;

/** One view per game, each its own chunk; games without one yet use the generic view. */
const VIEWS: Record<string, View> = {
  bisley: lazy(() => import('./bisley/BisleyTable.tsx')),
  bluff: lazy(() => import('./bluff/BluffTable.tsx')),
  bollocks: lazy(() => import('./bollocks/BollocksTable.tsx')),
  bully: lazy(() => import('./bully/BullyTable.tsx')),
  'wooly-bully': lazy(() => import('./wooly/WoolyTable.tsx')),
};

const generic: View = lazy(() => import('./GenericTable.tsx'));

export const tableView = (game: string): View => VIEWS[game] ?? generic;

/**
 * Games whose table works its moves out from the view, so the page asks the server for no
 * legal list: a Bluff hand of 20 cards has over 6,000 declarations (about 250 KB a state).
 */
const OWN_MOVES = new Set(['bluff']);

export const wantsLegal = (game: string): boolean => !OWN_MOVES.has(game);
