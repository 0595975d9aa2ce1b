import { lazy } from 'react';
import type { WebGame } from '../webGame.ts';
import { woolyBullyMessages } from './messages.ts';
import { WoolyBullyPicture } from './Picture.tsx';
import { woolyBullyWords } from './words.ts';

/** Wooly Bully in the client: the one module the pages find it through (tables/index.ts lists it). */
export const woolyBully: WebGame = {
  id: 'wooly-bully',
  Table: lazy(() => import('./WoolyBullyTable.tsx')),
  code: () => import('@parlour/games/wooly-bully').then((m) => m.woolyBully),
  rules: () => import('./rules.ts').then((m) => m.woolyBullyRules),
  messages: woolyBullyMessages,
  words: woolyBullyWords,
  pitch: {
    en: 'Lay meadow tiles, fence in your sheep and keep the wolves away.',
    ms: 'Letak jubin padang, pagar biri-biri anda dan jauhkan serigala.',
    fr: 'Posez des tuiles de prairie, clôturez vos moutons et tenez les loups à distance.',
  },
  Picture: WoolyBullyPicture,
  options: {
    aquatic: {
      ms: {
        label: 'Sambungan akuatik',
        description: 'Menambah 32 jubin kolam dengan Nelayan dan Pengawal Perikanan, serta kotak "baaah" (-2 pada akhir).',
      },
      fr: {
        label: 'Extension aquatique',
        description: 'Ajoute 32 tuiles de mare avec Pêcheurs et Gardes-pêche, et la case « baaah » (-2 à la fin).',
      },
    },
    discard32: {
      ms: {
        label: '32 jubin diketepikan',
        description: 'Dengan sambungan: 32 jubin rawak diketepikan tanpa dilihat, jadi permainan sepanjang permainan asas.',
      },
      fr: {
        label: '32 tuiles écartées',
        description:
          'Avec l’extension : 32 tuiles au hasard sont mises de côté sans être vues, la partie dure donc autant que le jeu de base.',
      },
    },
    waterproofWool: {
      ms: {
        label: 'Bulu kalis air',
        description:
          'Dengan sambungan: padang tertutup satu warna yang bersempadan dengan kolam yang sama dikira sebagai satu padang.',
      },
      fr: {
        label: 'Laine imperméable',
        description: 'Avec l’extension : les prés clos d’une même couleur qui bordent la même mare comptent comme un seul pré.',
      },
    },
  },
  unit: 'unit.points',
};
