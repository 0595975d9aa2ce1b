import type { Lang } from '../i18n/lang.ts';

/** A rules page: short sections of plain sentences, one list per section. */
export type RulesPage = readonly { readonly heading: string; readonly points: readonly string[] }[];

export const RULES: Record<string, Record<Lang, RulesPage>> = {
  bisley: {
    en: [
      {
        heading: 'The deal',
        points: ['One player, one deck. The four aces start the ace foundations; the other 48 cards lie face up in 13 columns.'],
      },
      {
        heading: 'Moving',
        points: [
          'Only the bottom card of each column can move.',
          'Build each ace foundation up in suit: A, 2, 3 … K.',
          'A king may start its suit’s king foundation; build that one down: K, Q, J …',
          'Or move a card onto another column’s bottom card of the same suit, one rank above or below.',
          'Empty columns stay empty. Cards on a foundation stay there.',
        ],
      },
      {
        heading: 'Winning',
        points: [
          'You win when all 52 cards are on foundations (a suit is done when its two piles meet).',
          'Undo, redo and hint are always there; the table never counts them against you.',
        ],
      },
    ],
    ms: [
      {
        heading: 'Urusan',
        points: ['Seorang pemain, satu dek. Empat sat memulakan asas sat; 48 kad lain terbuka dalam 13 lajur.'],
      },
      {
        heading: 'Bergerak',
        points: [
          'Hanya kad paling bawah setiap lajur boleh digerakkan.',
          'Bina setiap asas sat menaik mengikut sut: A, 2, 3 … K.',
          'Raja boleh memulakan asas raja sutnya; bina menurun: K, Q, J …',
          'Atau letak kad di atas kad bawah lajur lain yang sama sut, satu pangkat lebih tinggi atau rendah.',
          'Lajur kosong kekal kosong. Kad di asas tidak kembali.',
        ],
      },
      {
        heading: 'Menang',
        points: ['Anda menang apabila semua 52 kad berada di asas.', 'Buat asal, buat semula dan petunjuk sentiasa ada.'],
      },
    ],
    fr: [
      {
        heading: 'La donne',
        points: [
          'Un joueur, un jeu. Les quatre as commencent les fondations ; les 48 autres cartes sont visibles en 13 colonnes.',
        ],
      },
      {
        heading: 'Jouer',
        points: [
          'Seule la dernière carte de chaque colonne peut bouger.',
          'Montez chaque fondation d’as dans sa couleur : A, 2, 3 … R.',
          'Un roi peut commencer la fondation du roi de sa couleur ; on la descend : R, D, V …',
          'Ou posez une carte sur la dernière carte d’une autre colonne de même couleur, d’un rang au-dessus ou au-dessous.',
          'Une colonne vide le reste. Une carte rangée ne revient pas.',
        ],
      },
      {
        heading: 'Gagner',
        points: [
          'Vous gagnez quand les 52 cartes sont sur les fondations.',
          'Annuler, rétablir et indice sont toujours disponibles.',
        ],
      },
    ],
  },
  bluff: {
    en: [
      {
        heading: 'Aim',
        points: ['Be the first to get rid of all your cards. 3 to 6 players (4 by default), one deck dealt out.'],
      },
      {
        heading: 'Your turn',
        points: [
          'The rank to declare runs A, 2, 3 … K, then A again.',
          'Put 1 to 4 cards face down on the pile and declare that many of the current rank. The count is true; the rank may be a lie.',
        ],
      },
      {
        heading: 'Calling',
        points: [
          'Everyone else secretly chooses: call, or let it go.',
          'If someone calls, the cards are shown. A lie: the declarer picks up the whole pile and the caller plays next, same rank. The truth: the caller picks up the pile.',
          'With Bullets on, calling costs a bullet (3 each); a right call gives it back.',
        ],
      },
      { heading: 'The end', points: ['Your last cards must survive the call window. The others are placed by cards left.'] },
    ],
    ms: [
      { heading: 'Matlamat', points: ['Jadi yang pertama menghabiskan kad. 3 hingga 6 pemain (asalnya 4), satu dek diagihkan.'] },
      {
        heading: 'Giliran anda',
        points: [
          'Pangkat yang diisytiharkan bergilir A, 2, 3 … K, kemudian A semula.',
          'Letak 1 hingga 4 kad tertutup dan isytiharkan sebanyak itu daripada pangkat semasa. Bilangan benar; pangkat boleh bohong.',
        ],
      },
      {
        heading: 'Memanggil',
        points: [
          'Pemain lain memilih secara rahsia: panggil, atau biarkan.',
          'Jika ada yang memanggil, kad dibuka. Bohong: pengisytihar mengambil semua kad tengah. Benar: pemanggil mengambilnya.',
          'Dengan Peluru, memanggil memerlukan sebutir peluru (3 setiap orang); panggilan betul memulangkannya.',
        ],
      },
      {
        heading: 'Tamat',
        points: ['Kad terakhir anda mesti terselamat daripada panggilan. Yang lain disusun mengikut baki kad.'],
      },
    ],
    fr: [
      {
        heading: 'But',
        points: ['Être le premier à se débarrasser de ses cartes. 3 à 6 joueurs (4 par défaut), un jeu distribué.'],
      },
      {
        heading: 'Votre tour',
        points: [
          'Le rang à annoncer suit A, 2, 3 … R, puis de nouveau A.',
          'Posez 1 à 4 cartes face cachée et annoncez autant de cartes du rang courant. Le nombre est vrai ; le rang peut mentir.',
        ],
      },
      {
        heading: 'Dénoncer',
        points: [
          'Chacun des autres choisit en secret : dénoncer, ou laisser passer.',
          'En cas de dénonciation, les cartes sont montrées. Mensonge : l’annonceur ramasse la pile. Vérité : le dénonciateur la ramasse.',
          'Avec les Balles, dénoncer coûte une balle (3 chacun) ; une dénonciation juste la rend.',
        ],
      },
      {
        heading: 'Fin',
        points: ['Vos dernières cartes doivent survivre aux dénonciations. Les autres sont classés par cartes restantes.'],
      },
    ],
  },
  bollocks: {
    en: [
      {
        heading: 'The deck',
        points: [
          '104 SuitUP cards: A to K in eight suits — Hearts, Diamonds, Clubs, Spades, Crowns, Stars, Shields and Rainbows. 2 to 10 players.',
        ],
      },
      {
        heading: 'Your turn',
        points: [
          'Lay one card face down and declare a number and a suit. It must match the active card by number or by suit (the first declaration is free).',
          'You may skip only when you hold nothing of the active number or suit; the table knows that a skip is true.',
        ],
      },
      {
        heading: 'The vote',
        points: [
          'Everyone else votes at once: thumbs up (believe) or thumbs down (“Bollocks!”).',
          'All up: the card stays hidden. Any down: it is turned over. True: each down-voter draws 2. A bluff: you draw 2 and each up-voter draws 1.',
        ],
      },
      { heading: 'Winning', points: ['Play your last card and survive its vote.'] },
    ],
    ms: [
      {
        heading: 'Dek',
        points: [
          '104 kad SuitUP: A hingga K dalam lapan sut — Lekuk, Wajik, Kelawar, Sped, Mahkota, Bintang, Perisai dan Pelangi. 2 hingga 10 pemain.',
        ],
      },
      {
        heading: 'Giliran anda',
        points: [
          'Letak satu kad tertutup dan isytiharkan nombor dan sut yang sepadan dengan kad aktif mengikut nombor atau sut.',
          'Langkau hanya jika anda tiada nombor atau sut kad aktif.',
        ],
      },
      {
        heading: 'Undian',
        points: [
          'Semua pemain lain mengundi serentak: ibu jari ke atas (percaya) atau ke bawah (“Bohong!”).',
          'Benar: setiap pengundi bawah ambil 2. Bohong: anda ambil 2 dan setiap pengundi atas ambil 1.',
        ],
      },
      { heading: 'Menang', points: ['Main kad terakhir anda dan terselamat daripada undiannya.'] },
    ],
    fr: [
      {
        heading: 'Le jeu',
        points: [
          '104 cartes SuitUP : de l’as au roi en huit couleurs — Cœur, Carreau, Trèfle, Pique, Couronne, Étoile, Bouclier et Arc-en-ciel. 2 à 10 joueurs.',
        ],
      },
      {
        heading: 'Votre tour',
        points: [
          'Posez une carte face cachée et annoncez un nombre et une couleur qui suivent la carte active par le nombre ou la couleur.',
          'Vous ne passez que si vous n’avez ni ce nombre ni cette couleur.',
        ],
      },
      {
        heading: 'Le vote',
        points: [
          'Les autres votent ensemble : pouce levé (je te crois) ou baissé (« Bobard ! »).',
          'Vrai : chaque pouce baissé pioche 2. Bluff : vous piochez 2 et chaque pouce levé pioche 1.',
        ],
      },
      { heading: 'Gagner', points: ['Jouez votre dernière carte et survivez à son vote.'] },
    ],
  },
  bully: {
    en: [
      {
        heading: 'The duel',
        points: [
          'Two players, each with their own 54-card deck (red or blue backs), on a 5 × 4 checkered grid: ten cells each, five cards per cell.',
        ],
      },
      {
        heading: 'Strength',
        points: [
          'Higher rank wins, but an ace beats every card but a joker, a joker beats all but a 2, and a 2 beats a joker. Equal ranks tie.',
        ],
      },
      {
        heading: 'A bout',
        points: [
          'The initiator turns up the top card of a pile next to an opponent’s pile; the responder turns up one of theirs next to it.',
          'The winner captures the loser’s card, then turns their card down, moves it to an empty cell of theirs, or keeps it up to attack again.',
          'A tie: both go again with other piles; the winner takes every card exposed in the bout.',
          'Players take turns to initiate.',
        ],
      },
      {
        heading: 'Winning',
        points: [
          'Most captures when no bout is left wins. Remember what you have seen: the memory aid shows it, if the table has it.',
        ],
      },
    ],
    ms: [
      {
        heading: 'Duel',
        points: ['Dua pemain, masing-masing dengan dek 54 kad (belakang merah atau biru), di grid berpetak 5 × 4.'],
      },
      {
        heading: 'Kekuatan',
        points: [
          'Pangkat lebih tinggi menang, tetapi sat mengalahkan semua kecuali joker, joker mengalahkan semua kecuali 2, dan 2 mengalahkan joker.',
        ],
      },
      {
        heading: 'Pertarungan',
        points: [
          'Pemula membuka kad atas longgokan di sebelah longgokan lawan; lawan membuka kadnya di sebelah.',
          'Pemenang menawan kad yang kalah. Seri: ulang dengan longgokan lain.',
        ],
      },
      { heading: 'Menang', points: ['Paling banyak tawanan apabila tiada pertarungan lagi.'] },
    ],
    fr: [
      {
        heading: 'Le duel',
        points: ['Deux joueurs, chacun son jeu de 54 cartes (dos rouge ou bleu), sur une grille en damier de 5 × 4.'],
      },
      {
        heading: 'La force',
        points: [
          'Le rang le plus haut gagne, mais l’as bat tout sauf le joker, le joker bat tout sauf le 2, et le 2 bat le joker.',
        ],
      },
      {
        heading: 'Un combat',
        points: [
          'L’attaquant retourne la carte d’une pile voisine d’une pile adverse ; l’autre répond avec une pile voisine.',
          'Le gagnant capture la carte perdante. Égalité : on recommence avec d’autres piles.',
        ],
      },
      { heading: 'Gagner', points: ['Le plus de captures quand plus aucun combat n’est possible.'] },
    ],
  },
  'wooly-bully': {
    en: [
      {
        heading: 'Your secret colour',
        points: ['2 to 4 players. Each secretly has a sheep colour: black, blue, red or yellow (each with its own pattern).'],
      },
      {
        heading: 'A turn',
        points: [
          'Place one tile from your hand next to the board, choosing its face and rotation; touching edges must match (a fence faces a fence). Then draw one tile per neighbour.',
          'Once per turn you may play a character: a Wolf next to a forest spoils the fields around it; a Hunter cancels a Wolf.',
          'You may reveal your colour for an extra placement, or quit for a bonus (+6, +3, +1).',
        ],
      },
      {
        heading: 'Scoring',
        points: [
          'Your best enclosed field of your colour, not touching a wolf-infested forest, scores 1 per sheep. Highest score wins.',
        ],
      },
    ],
    ms: [
      {
        heading: 'Warna rahsia',
        points: ['2 hingga 4 pemain. Setiap orang mempunyai warna biri-biri rahsia: hitam, biru, merah atau kuning.'],
      },
      {
        heading: 'Giliran',
        points: [
          'Letak satu jubin bersebelahan papan; tepi yang bersentuhan mesti sepadan. Kemudian ambil satu jubin bagi setiap jiran.',
          'Serigala di sebelah hutan merosakkan padang; pemburu membatalkan serigala.',
          'Dedahkan warna untuk satu letakan tambahan, atau berhenti untuk bonus.',
        ],
      },
      {
        heading: 'Markah',
        points: ['Padang berpagar terbaik warna anda, tanpa hutan berserigala, bernilai 1 bagi setiap biri-biri.'],
      },
    ],
    fr: [
      {
        heading: 'Votre couleur secrète',
        points: ['2 à 4 joueurs. Chacun a en secret une couleur de moutons : noir, bleu, rouge ou jaune.'],
      },
      {
        heading: 'Un tour',
        points: [
          'Posez une tuile contre le plateau ; les bords qui se touchent doivent correspondre. Piochez une tuile par voisine.',
          'Un loup près d’une forêt gâche les prés ; un chasseur annule un loup.',
          'Révélez votre couleur pour une pose de plus, ou abandonnez pour un bonus.',
        ],
      },
      {
        heading: 'Le score',
        points: ['Votre meilleur pré clos de votre couleur, sans forêt infestée de loups, vaut 1 par mouton.'],
      },
    ],
  },
};
