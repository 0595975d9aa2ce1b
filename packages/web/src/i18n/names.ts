import type { CardSuit, Rank } from '@parlour/engine/cards';
import type { Lang } from './lang.ts';

/** The suits the client draws and names: the engine's, the standard four and SuitUP's four more. */
export type SuitKey = CardSuit;
export type RankKey = Rank;

interface Names {
  readonly suits: Record<SuitKey, string>;
  readonly ranks: Record<RankKey, string>;
}

export const NAMES: Record<Lang, Names> = {
  en: {
    suits: {
      S: 'Spades',
      H: 'Hearts',
      D: 'Diamonds',
      C: 'Clubs',
      crowns: 'Crowns',
      stars: 'Stars',
      shields: 'Shields',
      rainbows: 'Rainbows',
    },
    ranks: {
      A: 'Ace',
      '2': 'Two',
      '3': 'Three',
      '4': 'Four',
      '5': 'Five',
      '6': 'Six',
      '7': 'Seven',
      '8': 'Eight',
      '9': 'Nine',
      '10': 'Ten',
      J: 'Jack',
      Q: 'Queen',
      K: 'King',
    },
  },
  ms: {
    suits: {
      S: 'Sped',
      H: 'Lekuk',
      D: 'Wajik',
      C: 'Kelawar',
      crowns: 'Mahkota',
      stars: 'Bintang',
      shields: 'Perisai',
      rainbows: 'Pelangi',
    },
    ranks: {
      A: 'Sat',
      '2': 'Dua',
      '3': 'Tiga',
      '4': 'Empat',
      '5': 'Lima',
      '6': 'Enam',
      '7': 'Tujuh',
      '8': 'Lapan',
      '9': 'Sembilan',
      '10': 'Sepuluh',
      J: 'Pekak',
      Q: 'Ratu',
      K: 'Raja',
    },
  },
  fr: {
    suits: {
      S: 'Pique',
      H: 'Cœur',
      D: 'Carreau',
      C: 'Trèfle',
      crowns: 'Couronne',
      stars: 'Étoile',
      shields: 'Bouclier',
      rainbows: 'Arc-en-ciel',
    },
    ranks: {
      A: 'As',
      '2': 'Deux',
      '3': 'Trois',
      '4': 'Quatre',
      '5': 'Cinq',
      '6': 'Six',
      '7': 'Sept',
      '8': 'Huit',
      '9': 'Neuf',
      '10': 'Dix',
      J: 'Valet',
      Q: 'Dame',
      K: 'Roi',
    },
  },
};
