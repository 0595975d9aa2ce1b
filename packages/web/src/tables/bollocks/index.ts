import { lazy } from 'react';
import type { WebGame } from '../webGame.ts';
import { bollocksMessages } from './messages.ts';
import { BollocksPicture } from './Picture.tsx';
import { bollocksWords } from './words.ts';

/** Bollocks in the client: the one module the pages find it through (tables/index.ts lists it). */
export const bollocks: WebGame = {
  id: 'bollocks',
  Table: lazy(() => import('./BollocksTable.tsx')),
  code: () => import('@parlour/games/bollocks').then((m) => m.bollocks),
  rules: () => import('./rules.ts').then((m) => m.bollocksRules),
  messages: bollocksMessages,
  words: bollocksWords,
  pitch: {
    en: 'Eight suits, one face-down card and a table that votes: is it true, or bollocks?',
    ms: 'Lapan sut, satu kad tertutup dan meja yang mengundi: benar, atau bohong?',
    fr: 'Huit couleurs, une carte cachée et une table qui vote : vrai, ou bobard ?',
  },
  Picture: BollocksPicture,
  options: {},
  unit: 'unit.hand',
};
