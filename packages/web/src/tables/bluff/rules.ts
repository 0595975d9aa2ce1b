import type { RulesPage } from '../rulesPage.ts';

export const bluffRules: RulesPage = [
  {
    covers: ['Players and deal'],
    heading: { en: 'Players and deal', ms: 'Pemain dan agihan', fr: 'Joueurs et donne' },
    points: [
      {
        en: 'Be the first to get rid of all your cards. 3 to 6 players (4 by default), one deck of 52 cards without jokers, all dealt out; some players may hold one card more.',
        ms: 'Jadi yang pertama menghabiskan semua kad anda. 3 hingga 6 pemain (asalnya 4), satu dek 52 kad tanpa joker, semuanya diagihkan; sesetengah pemain mungkin memegang satu kad lebih.',
        fr: 'Soyez le premier à vous débarrasser de toutes vos cartes. 3 à 6 joueurs (4 par défaut), un jeu de 52 cartes sans joker, entièrement distribué ; certains joueurs peuvent avoir une carte de plus.',
      },
      {
        en: 'The player after the dealer declares first; play goes clockwise.',
        ms: 'Pemain selepas pengagih mengisytihar dahulu; permainan bergerak ikut arah jam.',
        fr: 'Le joueur après le donneur annonce le premier ; on joue dans le sens des aiguilles d’une montre.',
      },
    ],
  },
  {
    covers: ['Declaring'],
    heading: { en: 'Declaring', ms: 'Mengisytihar', fr: 'Annoncer' },
    points: [
      {
        en: 'The rank to declare runs A, 2 … 10, J, Q, K, then A again.',
        ms: 'Pangkat yang diisytiharkan bergilir A, 2 … 10, J, Q, K, kemudian A semula.',
        fr: 'Le rang à annoncer suit A, 2 … 10, V, D, R, puis de nouveau A.',
      },
      {
        en: 'On your turn lay 1 to 4 cards face down on the centre pile and declare that many of the current rank. The count is true; the rank may be a lie. You may not pass.',
        ms: 'Pada giliran anda, letak 1 hingga 4 kad tertutup di longgokan tengah dan isytiharkan sebanyak itu daripada pangkat semasa. Bilangannya benar; pangkatnya boleh bohong. Anda tidak boleh lepas.',
        fr: 'À votre tour, posez 1 à 4 cartes face cachée sur la pile centrale et annoncez autant de cartes du rang courant. Le nombre est vrai ; le rang peut mentir. Passer est interdit.',
      },
    ],
  },
  {
    covers: ['The call window'],
    heading: { en: 'Calling a bluff', ms: 'Memanggil bohong', fr: 'Dénoncer un bluff' },
    points: [
      {
        en: 'After every declaration each other player secretly chooses: call, or let it go. Nobody sees how the others chose until all are in.',
        ms: 'Selepas setiap pengisytiharan, setiap pemain lain memilih secara rahsia: panggil, atau biarkan. Tiada siapa tahu pilihan orang lain sehingga semua selesai.',
        fr: 'Après chaque annonce, chacun des autres choisit en secret : dénoncer, ou laisser passer. Personne ne voit le choix des autres avant que tous aient choisi.',
      },
      {
        en: 'If anyone called, the caller nearest clockwise from the declarer counts and the cards are turned up. A lie: the declarer takes the whole pile and the caller declares the same rank. The truth: the caller takes the pile and the player after the declarer declares the next rank.',
        ms: 'Jika ada yang memanggil, pemanggil terdekat ikut arah jam dari pengisytihar dikira dan kad dibuka. Bohong: pengisytihar mengambil seluruh longgokan dan pemanggil mengisytihar pangkat yang sama. Benar: pemanggil mengambil longgokan dan pemain selepas pengisytihar mengisytihar pangkat seterusnya.',
        fr: 'Si quelqu’un dénonce, c’est le plus proche de l’annonceur dans le sens des aiguilles d’une montre qui compte, et les cartes sont retournées. Mensonge : l’annonceur ramasse toute la pile et le dénonciateur annonce le même rang. Vérité : le dénonciateur ramasse la pile et le joueur après l’annonceur annonce le rang suivant.',
      },
      {
        en: 'If nobody called, the player after the declarer declares the next rank.',
        ms: 'Jika tiada yang memanggil, pemain selepas pengisytihar mengisytihar pangkat seterusnya.',
        fr: 'Si personne ne dénonce, le joueur après l’annonceur annonce le rang suivant.',
      },
    ],
  },
  {
    covers: ['Bullets (option, off by default)'],
    heading: {
      en: 'Bullets (an option, off by default)',
      ms: 'Peluru (pilihan, asalnya tutup)',
      fr: 'Balles (option, désactivée par défaut)',
    },
    points: [
      {
        en: 'Each player starts with 3 bullets and only a player with a bullet may call. A wrong call loses the bullet; a right call keeps it.',
        ms: 'Setiap pemain bermula dengan 3 peluru dan hanya pemain yang ada peluru boleh memanggil. Panggilan salah kehilangan peluru; panggilan betul menyimpannya.',
        fr: 'Chaque joueur commence avec 3 balles et seul un joueur qui a une balle peut dénoncer. Une dénonciation fausse coûte la balle ; une juste la garde.',
      },
    ],
  },
  {
    covers: ['End'],
    heading: { en: 'The end', ms: 'Tamat', fr: 'La fin' },
    points: [
      {
        en: 'Declare your last cards and survive the call: if nobody calls, or the call is wrong, you win at once. If the call is right you take the pile and play on.',
        ms: 'Isytiharkan kad terakhir anda dan terselamat daripada panggilan: jika tiada yang memanggil, atau panggilan salah, anda terus menang. Jika panggilan betul, anda mengambil longgokan dan terus bermain.',
        fr: 'Annoncez vos dernières cartes et survivez à la dénonciation : si personne ne dénonce, ou à tort, vous gagnez aussitôt. Si la dénonciation est juste, vous ramassez la pile et continuez.',
      },
      {
        en: 'The others are placed by cards left: fewer is better, and equal counts share a place. After 100 declarations per player the game ends and everyone is placed that way.',
        ms: 'Yang lain disusun mengikut baki kad: kurang lebih baik, dan bilangan sama berkongsi tempat. Selepas 100 pengisytiharan setiap pemain, permainan tamat dan semua disusun begitu.',
        fr: 'Les autres sont classés par cartes restantes : moins vaut mieux, et à égalité on partage la place. Après 100 annonces par joueur, la partie s’arrête et tous sont classés ainsi.',
      },
    ],
  },
  {
    covers: ['What a player sees (the view)', 'When a clock runs out'],
    heading: { en: 'What you see', ms: 'Apa yang anda lihat', fr: 'Ce que vous voyez' },
    points: [
      {
        en: 'Your hand, every hand’s size, who laid each batch on the pile, and every card a call turned up. Never another hand.',
        ms: 'Tangan anda, saiz setiap tangan, siapa meletak setiap kelompok di longgokan, dan setiap kad yang dibuka oleh panggilan. Tidak pernah tangan orang lain.',
        fr: 'Votre main, la taille de chaque main, qui a posé chaque lot sur la pile, et chaque carte retournée par une dénonciation. Jamais la main d’un autre.',
      },
      {
        en: 'Out of time: in a call window you let it go; on your turn the table lays one card, of the current rank if you hold one.',
        ms: 'Masa habis: dalam tetingkap panggilan anda membiarkannya; pada giliran anda meja meletak satu kad, daripada pangkat semasa jika anda memegangnya.',
        fr: 'Temps écoulé : pendant une dénonciation vous laissez passer ; à votre tour la table pose une carte, du rang courant si vous en avez une.',
      },
    ],
  },
  {
    covers: ['Bots'],
    heading: { en: 'Bots', ms: 'Bot', fr: 'Les robots' },
    points: [
      {
        en: 'Easy declares its true cards, else bluffs one card, and calls only a claim its own hand proves false. Medium counts cards and reads each player’s habits. Hard also imagines the hidden cards many times over and weighs each choice by how the game goes on.',
        ms: 'Mudah mengisytihar kad benarnya, jika tidak membohong satu kad, dan hanya memanggil dakwaan yang dibuktikan palsu oleh tangannya sendiri. Sederhana mengira kad dan membaca tabiat setiap pemain. Sukar juga membayangkan kad tersembunyi berkali-kali dan menimbang setiap pilihan mengikut perjalanan permainan.',
        fr: 'Facile annonce ses vraies cartes, sinon bluffe d’une carte, et ne dénonce qu’une annonce que sa propre main prouve fausse. Moyen compte les cartes et lit les habitudes de chacun. Difficile imagine aussi les cartes cachées de nombreuses fois et pèse chaque choix selon la suite de la partie.',
      },
    ],
  },
];
