import type { RulesPage } from '../rulesPage.ts';

export const bisleyRules: RulesPage = [
  {
    covers: ['The deal'],
    heading: { en: 'The deal', ms: 'Urusan', fr: 'La donne' },
    points: [
      {
        en: 'One player, one deck of 52 cards, everything face up. The four aces start the ace foundations; the other 48 cards are dealt face up into 13 columns.',
        ms: 'Seorang pemain, satu dek 52 kad, semuanya terbuka. Empat sat memulakan asas sat; 48 kad lain diagihkan terbuka ke dalam 13 lajur.',
        fr: 'Un joueur, un jeu de 52 cartes, tout est visible. Les quatre as commencent les fondations des as ; les 48 autres cartes sont distribuées face visible en 13 colonnes.',
      },
      {
        en: 'Only the bottom card of each column is available.',
        ms: 'Hanya kad paling bawah setiap lajur boleh digerakkan.',
        fr: 'Seule la dernière carte de chaque colonne est disponible.',
      },
    ],
  },
  {
    covers: ['Moves'],
    heading: { en: 'Moves', ms: 'Langkah', fr: 'Les coups' },
    points: [
      {
        en: 'Build each ace foundation up in its suit: 2 on A, 3 on 2 … K.',
        ms: 'Bina setiap asas sat menaik mengikut sutnya: 2 atas A, 3 atas 2 … K.',
        fr: 'Montez chaque fondation d’as dans sa couleur : 2 sur l’as, 3 sur 2 … jusqu’au roi.',
      },
      {
        en: 'An available king may start its suit’s king foundation (or stay in its column); build that one down: Q on K, J on Q …',
        ms: 'Raja yang boleh digerakkan boleh memulakan asas raja sutnya (atau kekal di lajurnya); bina asas itu menurun: Q atas K, J atas Q …',
        fr: 'Un roi disponible peut commencer la fondation du roi de sa couleur (ou rester dans sa colonne) ; on la descend : dame sur roi, valet sur dame …',
      },
      {
        en: 'Or move an available card onto another column’s available card of the same suit, one rank above or below.',
        ms: 'Atau letak kad yang boleh digerakkan di atas kad bawah lajur lain yang sama sut, satu pangkat lebih tinggi atau lebih rendah.',
        fr: 'Ou posez une carte disponible sur la carte disponible d’une autre colonne de même couleur, d’un rang au-dessus ou au-dessous.',
      },
      {
        en: 'One card moves at a time. An empty column stays empty; cards on a foundation never come back. A suit is done when its two foundations hold all its cards.',
        ms: 'Satu kad digerakkan pada satu masa. Lajur kosong kekal kosong; kad di asas tidak kembali. Satu sut selesai apabila dua asasnya memegang semua kadnya.',
        fr: 'Une carte à la fois. Une colonne vide le reste ; une carte rangée sur une fondation n’en revient pas. Une couleur est finie quand ses deux fondations tiennent toutes ses cartes.',
      },
    ],
  },
  {
    covers: ['No repeated positions'],
    heading: { en: 'No going round in circles', ms: 'Tiada kedudukan berulang', fr: 'Pas de positions répétées' },
    points: [
      {
        en: 'A move that would bring back a layout already seen in this game is not allowed.',
        ms: 'Langkah yang akan mengembalikan susunan yang sudah dilihat dalam permainan ini tidak dibenarkan.',
        fr: 'Un coup qui ramènerait une disposition déjà vue dans la partie est interdit.',
      },
    ],
  },
  {
    covers: ['The end'],
    heading: { en: 'Winning', ms: 'Menang', fr: 'Gagner' },
    points: [
      {
        en: 'You win when all 52 cards are on the foundations. The deal is lost when no move is left.',
        ms: 'Anda menang apabila semua 52 kad berada di asas. Urusan kalah apabila tiada langkah lagi.',
        fr: 'Vous gagnez quand les 52 cartes sont sur les fondations. La donne est perdue quand plus aucun coup n’est possible.',
      },
    ],
  },
  {
    covers: ['What the table adds', 'The solver', 'When a clock runs out'],
    heading: { en: 'What the table adds', ms: 'Bantuan meja', fr: 'Ce que la table ajoute' },
    points: [
      {
        en: 'Undo, redo and restart are always there. Undo also takes you back out of a dead end: the deal counts as lost unless it ends otherwise.',
        ms: 'Buat asal, buat semula dan mula semula sentiasa ada. Buat asal juga membawa anda keluar dari jalan buntu: urusan dikira kalah melainkan ia berakhir dengan cara lain.',
        fr: 'Annuler, rétablir et recommencer sont toujours là. Annuler vous sort aussi d’une impasse : la donne compte comme perdue, sauf si elle finit autrement.',
      },
      {
        en: 'Auto-play sends home every card that can go to a foundation (it never starts a king foundation). Hint and “Is it winnable?” ask the solver.',
        ms: 'Main automatik menghantar setiap kad yang boleh ke asas (ia tidak memulakan asas raja). Petunjuk dan “Boleh menang?” bertanya kepada penyelesai.',
        fr: 'Le jeu automatique range chaque carte qui peut aller sur une fondation (sans jamais commencer une fondation de roi). Indice et « Gagnable ? » interrogent le solveur.',
      },
      {
        en: 'A deal number always gives the same deal. With a clock, running out of time plays the first move the table lists.',
        ms: 'Nombor urusan sentiasa memberi urusan yang sama. Dengan jam, jika masa habis, meja memainkan langkah pertama dalam senarainya.',
        fr: 'Un numéro de donne donne toujours la même donne. Avec une pendule, le temps écoulé joue le premier coup de la liste de la table.',
      },
    ],
  },
  {
    covers: ['Bots'],
    heading: { en: 'Bots', ms: 'Bot', fr: 'Les robots' },
    points: [
      {
        en: 'Easy plays any legal move. Medium plays the move that looks best now. Hard is the solver: it searches the deal to its end.',
        ms: 'Mudah memainkan apa-apa langkah sah. Sederhana memainkan langkah yang kelihatan terbaik sekarang. Sukar ialah penyelesai: ia mencari urusan hingga ke penghujungnya.',
        fr: 'Facile joue n’importe quel coup permis. Moyen joue le coup qui semble le meilleur sur le moment. Difficile est le solveur : il explore la donne jusqu’au bout.',
      },
    ],
  },
];
