import type { RulesPage } from '../rulesPage.ts';

export const bullyRules: RulesPage = [
  {
    covers: ['Cards and strength'],
    heading: { en: 'Cards', ms: 'Kad', fr: 'Les cartes' },
    points: [
      {
        en: 'Two players, each with their own deck of 54 cards (52 and 2 jokers): red and blue. Suits never matter.',
        ms: 'Dua pemain, masing-masing dengan dek sendiri 54 kad (52 dan 2 joker): merah dan biru. Sut tidak penting.',
        fr: 'Deux joueurs, chacun avec son jeu de 54 cartes (52 et 2 jokers) : rouge et bleu. Les couleurs ne comptent jamais.',
      },
      {
        en: 'Equal ranks tie. A joker beats every card but a 2, and a 2 beats a joker. An ace beats every card but a joker. Otherwise the higher rank wins, from 2 up to K.',
        ms: 'Pangkat sama seri. Joker mengalahkan semua kad kecuali 2, dan 2 mengalahkan joker. Sat mengalahkan semua kad kecuali joker. Selain itu pangkat lebih tinggi menang, dari 2 hingga K.',
        fr: 'Deux rangs égaux font égalité. Un joker bat toute carte sauf un 2, et un 2 bat un joker. Un as bat toute carte sauf un joker. Sinon le rang le plus haut gagne, du 2 au roi.',
      },
    ],
  },
  {
    covers: ['The grid'],
    heading: { en: 'The grid', ms: 'Grid', fr: 'La grille' },
    points: [
      {
        en: 'A grid of 20 cells, 5 across and 4 down, checkered: each cell belongs to one player and its neighbours (up, down, left, right) to the other.',
        ms: 'Grid 20 petak, 5 melintang dan 4 menegak, berpetak dam: setiap petak milik seorang pemain dan jirannya (atas, bawah, kiri, kanan) milik yang lain.',
        fr: 'Une grille de 20 cases, 5 de large et 4 de haut, en damier : chaque case appartient à un joueur et ses voisines (haut, bas, gauche, droite) à l’autre.',
      },
      {
        en: 'A card never leaves its owner’s cells. A cell with no cards left is depleted.',
        ms: 'Kad tidak pernah meninggalkan petak pemiliknya. Petak tanpa kad dipanggil petak kosong.',
        fr: 'Une carte ne quitte jamais les cases de son propriétaire. Une case sans carte est épuisée.',
      },
    ],
  },
  {
    covers: ['Set-up'],
    heading: { en: 'Set-up', ms: 'Persediaan', fr: 'La mise en place' },
    points: [
      {
        en: 'Each deck is shuffled: 5 cards face down on each of its owner’s ten cells, 4 kept back.',
        ms: 'Setiap dek dikocok: 5 kad tertutup di setiap sepuluh petak pemiliknya, 4 disimpan.',
        fr: 'Chaque jeu est mélangé : 5 cartes face cachée sur chacune des dix cases de son propriétaire, 4 mises de côté.',
      },
      {
        en: 'Both players, at the same time, put their 4 kept cards on top of their own piles, in the order they choose (repeats allowed), or let the table do it at random. Nobody sees those cards, not even their owner. The table option Quick set-up skips this step.',
        ms: 'Kedua-dua pemain, serentak, meletak 4 kad simpanan di atas longgokan sendiri, mengikut susunan pilihan (boleh berulang), atau biar meja melakukannya secara rawak. Tiada siapa melihat kad itu, termasuk pemiliknya. Pilihan meja Persediaan cepat melangkau langkah ini.',
        fr: 'Les deux joueurs, en même temps, posent leurs 4 cartes de côté sur leurs propres piles, dans l’ordre choisi (répétitions permises), ou laissent la table le faire au hasard. Personne ne voit ces cartes, pas même leur propriétaire. L’option de table Mise en place rapide saute cette étape.',
      },
    ],
  },
  {
    covers: ['A bout'],
    heading: { en: 'A bout', ms: 'Satu pusingan', fr: 'Un duel' },
    points: [
      {
        en: 'Players take turns to open a bout, whoever wins. The opener turns up the top card of one of their piles next to a non-empty pile of the other; the other answers by turning up one of their piles next to it.',
        ms: 'Pemain bergilir membuka pusingan, tidak kira siapa menang. Pembuka membuka kad atas salah satu longgokannya di sebelah longgokan lawan yang tidak kosong; lawan menjawab dengan membuka salah satu longgokannya di sebelahnya.',
        fr: 'Les joueurs ouvrent un duel à tour de rôle, quel que soit le gagnant. L’ouvreur retourne la carte du dessus d’une de ses piles voisine d’une pile non vide de l’autre ; l’autre répond en retournant une de ses piles voisine de celle-ci.',
      },
      {
        en: 'The higher card wins and captures the loser’s card. The card under the captured one stays face down and unknown.',
        ms: 'Kad lebih tinggi menang dan menawan kad yang kalah. Kad di bawah kad yang ditawan kekal tertutup dan tidak diketahui.',
        fr: 'La carte la plus forte gagne et capture celle du perdant. La carte qui était dessous reste face cachée et inconnue.',
      },
      {
        en: 'The winner then turns their card face down, moves it face down to one of their depleted cells, or keeps it face up to tap with: only when they open the next bout and it still touches a pile of the other. A kept card must open that bout.',
        ms: 'Pemenang kemudian menutup kadnya, memindahkannya tertutup ke salah satu petak kosongnya, atau membiarkannya terbuka untuk mengetuk: hanya jika dia membuka pusingan seterusnya dan kad itu masih bersebelahan longgokan lawan. Kad yang dibiarkan mesti membuka pusingan itu.',
        fr: 'Le gagnant retourne ensuite sa carte face cachée, la déplace face cachée vers une de ses cases épuisées, ou la garde visible pour taper : seulement s’il ouvre le duel suivant et qu’elle touche encore une pile de l’autre. Une carte gardée doit ouvrir ce duel.',
      },
    ],
  },
  {
    covers: ['Ties'],
    heading: { en: 'Ties', ms: 'Seri', fr: 'Les égalités' },
    points: [
      {
        en: 'On a tie the opener turns up another pile not yet used in the bout, next to an unused pile of the other, who answers again; this repeats while it ties. The winner of the last comparison captures every card the loser turned up, then settles each of their own face-up cards: face down, or moved to a depleted cell of theirs.',
        ms: 'Jika seri, pembuka membuka longgokan lain yang belum digunakan dalam pusingan, di sebelah longgokan lawan yang belum digunakan, dan lawan menjawab lagi; ini berulang selagi seri. Pemenang perbandingan terakhir menawan setiap kad yang dibuka oleh yang kalah, kemudian mengurus setiap kad terbukanya sendiri: ditutup, atau dipindah ke petak kosongnya.',
        fr: 'En cas d’égalité, l’ouvreur retourne une autre pile pas encore utilisée dans le duel, voisine d’une pile inutilisée de l’autre, qui répond de nouveau ; on recommence tant qu’il y a égalité. Le gagnant de la dernière comparaison capture toutes les cartes retournées par le perdant, puis range chacune de ses cartes visibles : face cachée, ou déplacée vers une de ses cases épuisées.',
      },
      {
        en: 'With no such pile, the opener challenges: the top card of an unused pile moves to one of their depleted cells next to an unused pile of the other and is turned up there. If no tie-breaker can be made, every card turned up in the bout is discarded.',
        ms: 'Tanpa longgokan begitu, pembuka mencabar: kad atas longgokan yang belum digunakan dipindah ke petak kosongnya di sebelah longgokan lawan yang belum digunakan dan dibuka di situ. Jika tiada pemecah seri boleh dibuat, setiap kad yang dibuka dalam pusingan dibuang.',
        fr: 'Sans une telle pile, l’ouvreur lance un défi : la carte du dessus d’une pile inutilisée va sur une de ses cases épuisées voisine d’une pile inutilisée de l’autre et y est retournée. Si aucun départage n’est possible, toutes les cartes retournées dans le duel sont défaussées.',
      },
    ],
  },
  {
    covers: ['Relocation limits', 'Forced relocation and the end'],
    heading: { en: 'Moving a card and the end', ms: 'Memindah kad dan tamat', fr: 'Déplacer une carte, et la fin' },
    points: [
      {
        en: 'A card only ever moves, face down, to its owner’s own depleted cells: never onto a pile, never to the other’s cell.',
        ms: 'Kad hanya dipindah, tertutup, ke petak kosong pemiliknya sendiri: tidak pernah ke atas longgokan, tidak pernah ke petak lawan.',
        fr: 'Une carte ne se déplace, face cachée, que vers les cases épuisées de son propriétaire : jamais sur une pile, jamais sur une case de l’autre.',
      },
      {
        en: 'If no choice leaves a play on the grid, the winner must move their card next to a pile of the other; after a bout with no winner, the next opener makes a challenge.',
        ms: 'Jika tiada pilihan yang meninggalkan permainan di grid, pemenang mesti memindah kadnya ke sebelah longgokan lawan; selepas pusingan tanpa pemenang, pembuka seterusnya membuat cabaran.',
        fr: 'Si aucun choix ne laisse de jeu sur la grille, le gagnant doit déplacer sa carte à côté d’une pile de l’autre ; après un duel sans gagnant, le prochain ouvreur lance un défi.',
      },
      {
        en: 'The moment a player has no cards left on the grid, that player loses; if both run out at once, it is a draw. Scores are the cards left on the grid.',
        ms: 'Sebaik sahaja seorang pemain tiada kad lagi di grid, pemain itu kalah; jika kedua-duanya habis serentak, keputusannya seri. Markah ialah kad yang tinggal di grid.',
        fr: 'Dès qu’un joueur n’a plus de carte sur la grille, il perd ; si les deux s’épuisent en même temps, c’est un match nul. Les scores sont les cartes restées sur la grille.',
      },
    ],
  },
  {
    covers: ['Penalties', 'What each player knows (the view)', 'When a clock runs out'],
    heading: { en: 'What you see', ms: 'Apa yang anda lihat', fr: 'Ce que vous voyez' },
    points: [
      {
        en: 'Both players see every card turned up, and every move is final. A card seen earlier and turned face down again shows no name unless the table has the memory aid on (off by default): Bully is a game of memory.',
        ms: 'Kedua-dua pemain melihat setiap kad yang dibuka, dan setiap langkah muktamad. Kad yang pernah dilihat lalu ditutup semula tidak menunjukkan namanya melainkan meja menghidupkan bantuan ingatan (asalnya tutup): Bully permainan ingatan.',
        fr: 'Les deux joueurs voient chaque carte retournée, et chaque coup est définitif. Une carte vue puis retournée face cachée ne montre plus son nom, sauf si la table active l’aide-mémoire (désactivé par défaut) : Bully est un jeu de mémoire.',
      },
      {
        en: 'Out of time: the table plays for you (the quick set-up, the first pile it lists, or the card face down).',
        ms: 'Masa habis: meja bermain untuk anda (persediaan cepat, longgokan pertama dalam senarainya, atau kad ditutup).',
        fr: 'Temps écoulé : la table joue pour vous (la mise en place rapide, la première pile de sa liste, ou la carte face cachée).',
      },
    ],
  },
  {
    covers: ['Bots'],
    heading: { en: 'Bots', ms: 'Bot', fr: 'Les robots' },
    points: [
      {
        en: 'Easy plays any legal move. Medium plays like Hard but forgets a face-down card a few bouts after it last saw it. Hard counts the unseen cards, remembers every card on the grid and reads pile heights.',
        ms: 'Mudah memainkan apa-apa langkah sah. Sederhana bermain seperti Sukar tetapi melupakan kad tertutup beberapa pusingan selepas kali terakhir melihatnya. Sukar mengira kad yang belum dilihat, mengingati setiap kad di grid dan membaca ketinggian longgokan.',
        fr: 'Facile joue n’importe quel coup permis. Moyen joue comme Difficile mais oublie une carte face cachée quelques manches après l’avoir vue. Difficile compte les cartes inconnues, retient chaque carte de la grille et lit la hauteur des piles.',
      },
    ],
  },
];
