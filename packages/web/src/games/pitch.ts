import type { Lang } from '../i18n/lang.ts';

/** One line per game that tells a newcomer why to play it. */
export const PITCHES: Record<string, Record<Lang, string>> = {
  bisley: {
    en: 'A calm solitaire: free all four suits to their foundations, one face-up card at a time.',
    ms: 'Solitaire yang tenang: bawa keempat-empat sut ke asasnya, satu kad terbuka pada satu masa.',
    fr: 'Une réussite paisible : rangez les quatre couleurs sur leurs fondations, une carte visible à la fois.',
  },
  bluff: {
    en: 'Get rid of your cards by lying with a straight face, and call out everyone else who does.',
    ms: 'Habiskan kad anda dengan berbohong selamba, dan tangkap sesiapa yang berbohong.',
    fr: 'Videz votre main en mentant sans ciller, et démasquez les autres menteurs.',
  },
  bollocks: {
    en: 'Eight suits, one face-down card and a table that votes: is it true, or bollocks?',
    ms: 'Lapan sut, satu kad tertutup dan meja yang mengundi: benar, atau bohong?',
    fr: 'Huit couleurs, une carte cachée et une table qui vote : vrai, ou bobard ?',
  },
  bully: {
    en: 'A two-player duel on a checkered grid: remember the cards, pick your fights, capture.',
    ms: 'Duel dua pemain di atas grid berpetak: ingat kad, pilih pertarungan, tawan.',
    fr: 'Un duel à deux sur une grille en damier : retenez les cartes, choisissez vos combats, capturez.',
  },
  'wooly-bully': {
    en: 'Lay meadow tiles, fence in your sheep and keep the wolves away.',
    ms: 'Letak jubin padang, pagar biri-biri anda dan jauhkan serigala.',
    fr: 'Posez des tuiles de prairie, clôturez vos moutons et tenez les loups à distance.',
  },
};

export const pitch = (game: string, lang: Lang): string => PITCHES[game]?.[lang] ?? '';
