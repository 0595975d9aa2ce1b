import { lazy } from 'react';
import type { WebGame } from '../webGame.ts';
import { bullyMessages } from './messages.ts';
import { BullyPicture } from './Picture.tsx';
import { bullyWords } from './words.ts';

/** Bully in the client: the one module the pages find it through (tables/index.ts lists it). */
export const bully: WebGame = {
  id: 'bully',
  Table: lazy(() => import('./BullyTable.tsx')),
  code: () => import('@parlour/games/bully').then((m) => m.bully),
  rules: () => import('./rules.ts').then((m) => m.bullyRules),
  messages: bullyMessages,
  words: bullyWords,
  pitch: {
    en: 'A two-player duel on a checkered grid: remember the cards, pick your fights, capture.',
    ms: 'Duel dua pemain di atas grid berpetak: ingat kad, pilih pertarungan, tawan.',
    fr: 'Un duel à deux sur une grille en damier : retenez les cartes, choisissez vos combats, capturez.',
  },
  Picture: BullyPicture,
  options: {
    quickSetup: {
      ms: {
        label: 'Susunan pantas',
        description: 'Empat kad tambahan setiap pemain diletakkan secara rawak; tiada siapa memilih.',
      },
      fr: {
        label: 'Mise en place rapide',
        description: 'Les quatre cartes supplémentaires de chaque joueur sont placées au hasard ; personne ne choisit.',
      },
    },
    memoryAid: {
      ms: {
        label: 'Bantuan ingatan',
        description: 'Menunjukkan muka kad tertutup yang pernah terdedah. Dimatikan: ini permainan ingatan.',
      },
      fr: {
        label: 'Aide-mémoire',
        description: 'Montre la face des cartes cachées déjà révélées. Désactivé : c’est un jeu de mémoire.',
      },
    },
  },
  unit: 'unit.grid',
};
