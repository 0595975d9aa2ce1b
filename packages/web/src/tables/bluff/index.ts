import { lazy } from 'react';
import type { WebGame } from '../webGame.ts';
import { bluffMessages } from './messages.ts';
import { BluffPicture } from './Picture.tsx';
import { bluffWords } from './words.ts';

/** Bluff in the client: the one module the pages find it through (tables/index.ts lists it). */
export const bluff: WebGame = {
  id: 'bluff',
  Table: lazy(() => import('./BluffTable.tsx')),
  code: () => import('@parlour/games/bluff').then((m) => m.bluff),
  rules: () => import('./rules.ts').then((m) => m.bluffRules),
  messages: bluffMessages,
  words: bluffWords,
  pitch: {
    en: 'Get rid of your cards by lying with a straight face, and call out everyone else who does.',
    ms: 'Habiskan kad anda dengan berbohong selamba, dan tangkap sesiapa yang berbohong.',
    fr: 'Videz votre main en mentant sans ciller, et démasquez les autres menteurs.',
  },
  Picture: BluffPicture,
  options: {
    bullets: {
      ms: {
        label: 'Peluru',
        description:
          'Setiap pemain bermula dengan 3 peluru dan perlu satu untuk menuduh. Penuduh pertama menggunakan satu; tuduhan yang betul mengisinya semula.',
      },
      fr: {
        label: 'Balles (Peluru)',
        description:
          'Chaque joueur commence avec 3 balles et doit en avoir une pour accuser. Le premier accusateur en dépense une ; une accusation juste la recharge.',
      },
    },
  },
  unit: 'unit.left',
  ownMoves: true,
};
