import { lazy } from 'react';
import type { WebGame } from '../webGame.ts';
import { BisleyProfile } from './BisleyStats.tsx';
import { bisleyMessages } from './messages.ts';
import { BisleyPicture } from './Picture.tsx';
import { bisleyWords } from './words.ts';

/** Bisley in the client: the one module the pages find it through (tables/index.ts lists it). */
export const bisley: WebGame = {
  id: 'bisley',
  Table: lazy(() => import('./BisleyTable.tsx')),
  code: () => import('@parlour/games/bisley').then((m) => m.bisley),
  rules: () => import('./rules.ts').then((m) => m.bisleyRules),
  messages: bisleyMessages,
  words: bisleyWords,
  pitch: {
    en: 'A calm solitaire: free all four suits to their foundations, one face-up card at a time.',
    ms: 'Solitaire yang tenang: bawa keempat-empat sut ke asasnya, satu kad terbuka pada satu masa.',
    fr: 'Une réussite paisible : rangez les quatre couleurs sur leurs fondations, une carte visible à la fois.',
  },
  Picture: BisleyPicture,
  options: {
    autoPlay: {
      ms: {
        label: 'Main automatik langkah selamat',
        description: 'Meja memainkan setiap kad yang boleh ke asas, sebagai langkah biasa.',
      },
      fr: {
        label: 'Jouer seul les coups sûrs',
        description: 'La table joue chaque carte qui peut aller sur une fondation, comme des coups ordinaires.',
      },
    },
    deal: {
      ms: {
        label: 'Nombor urusan',
        description: 'Main urusan bernombor ini, kad yang sama untuk sesiapa yang memilihnya; kosong: urusan baharu.',
      },
      fr: {
        label: 'Numéro de donne',
        description:
          'Jouer cette donne numérotée, les mêmes cartes pour tous ceux qui la choisissent ; vide : une nouvelle donne.',
      },
    },
  },
  unit: 'unit.points',
  Profile: BisleyProfile,
};
