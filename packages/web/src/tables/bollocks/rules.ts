import type { RulesPage } from '../rulesPage.ts';

export const bollocksRules: RulesPage = [
  {
    covers: ['The deck', 'Set-up'],
    heading: { en: 'Cards and players', ms: 'Kad dan pemain', fr: 'Cartes et joueurs' },
    points: [
      {
        en: '104 cards: 8 suits (Hearts, Diamonds, Clubs, Spades, Crowns, Stars, Shields, Rainbows), each A, 2 to 10, J, Q, K. No wild or action cards.',
        ms: '104 kad: 8 sut (Lekuk, Wajik, Kelawar, Sped, Mahkota, Bintang, Perisai, Pelangi), setiap satu A, 2 hingga 10, J, Q, K. Tiada kad liar atau kad aksi.',
        fr: '104 cartes : 8 couleurs (Cœur, Carreau, Trèfle, Pique, Couronne, Étoile, Bouclier, Arc-en-ciel), chacune de l’as, 2 à 10, valet, dame, roi. Ni joker ni carte spéciale.',
      },
      {
        en: '2 to 10 players. With 2 to 4 players each gets 12 cards; 5 to 6: 11; 7 to 8: 10; 9 to 10: 9. The rest is the face-down draw pile.',
        ms: '2 hingga 10 pemain. Dengan 2 hingga 4 pemain setiap orang dapat 12 kad; 5 hingga 6: 11; 7 hingga 8: 10; 9 hingga 10: 9. Bakinya longgokan cabutan tertutup.',
        fr: '2 à 10 joueurs. De 2 à 4 joueurs, chacun reçoit 12 cartes ; de 5 à 6 : 11 ; de 7 à 8 : 10 ; de 9 à 10 : 9. Le reste forme la pioche, face cachée.',
      },
    ],
  },
  {
    covers: ['A turn'],
    heading: { en: 'Your turn', ms: 'Giliran anda', fr: 'Votre tour' },
    points: [
      {
        en: 'Play: lay one card face down and declare a number and a suit that match the active card by number or by suit. With no active card (the first declaration, or after a full round of skips) you may declare any card.',
        ms: 'Main: letak satu kad tertutup dan isytiharkan nombor dan sut yang sepadan dengan kad aktif mengikut nombor atau sut. Tanpa kad aktif (pengisytiharan pertama, atau selepas satu pusingan penuh langkau) anda boleh mengisytihar apa-apa kad.',
        fr: 'Jouer : posez une carte face cachée et annoncez un nombre et une couleur qui correspondent à la carte active par le nombre ou par la couleur. Sans carte active (la première annonce, ou après un tour complet de passes) toute carte peut être annoncée.',
      },
      {
        en: 'Skip: only when you hold no card of the active card’s number or suit. The table refuses any other skip, so a skip is always true.',
        ms: 'Langkau: hanya apabila anda tiada kad bernombor atau bersut sama dengan kad aktif. Meja menolak langkau lain, jadi langkau sentiasa benar.',
        fr: 'Passer : seulement si vous n’avez aucune carte du nombre ou de la couleur de la carte active. La table refuse tout autre passe : une passe dit toujours vrai.',
      },
    ],
  },
  {
    covers: ['The vote'],
    heading: { en: 'The vote', ms: 'Undian', fr: 'Le vote' },
    points: [
      {
        en: 'Everyone else votes at once: believe, or “Bollocks!”. Votes stay hidden until all are in. All believe: the card stays face down.',
        ms: 'Semua pemain lain mengundi serentak: percaya, atau “Bohong!”. Undian tersembunyi sehingga semua selesai. Semua percaya: kad kekal tertutup.',
        fr: 'Tous les autres votent en même temps : y croire, ou « Bobard ! ». Les votes restent cachés jusqu’au dernier. Tous y croient : la carte reste cachée.',
      },
      {
        en: 'Any “Bollocks!”: the card is turned up. Exactly as declared: every doubter draws 2. Otherwise the player draws 2 and every believer draws 1.',
        ms: 'Ada “Bohong!”: kad dibuka. Tepat seperti diisytiharkan: setiap yang ragu mencabut 2. Jika tidak, pemain itu mencabut 2 dan setiap yang percaya mencabut 1.',
        fr: 'Un seul « Bobard ! » et la carte est retournée. Exactement l’annonce : chaque sceptique pioche 2. Sinon, le joueur pioche 2 et chaque croyant pioche 1.',
      },
      {
        en: 'Either way the declared card becomes the active card, and play passes clockwise.',
        ms: 'Walau apa pun, kad yang diisytiharkan menjadi kad aktif, dan giliran beralih ikut arah jam.',
        fr: 'Dans tous les cas, la carte annoncée devient la carte active, et on passe au joueur suivant dans le sens des aiguilles d’une montre.',
      },
    ],
  },
  {
    covers: ['The draw pile'],
    heading: { en: 'The draw pile', ms: 'Longgokan cabutan', fr: 'La pioche' },
    points: [
      {
        en: 'Penalty cards come from the draw pile. When it runs out, the centre cards are shuffled into a new one; if even those run out, the rest of the penalty is forgiven.',
        ms: 'Kad penalti dicabut dari longgokan cabutan. Apabila habis, kad tengah dikocok menjadi longgokan baharu; jika itu pun habis, baki penalti dimaafkan.',
        fr: 'Les cartes de pénalité viennent de la pioche. Quand elle est vide, les cartes du centre sont mélangées en une nouvelle pioche ; si elles manquent aussi, le reste de la pénalité est annulé.',
      },
    ],
  },
  {
    covers: ['Winning and the end'],
    heading: { en: 'Winning', ms: 'Menang', fr: 'Gagner' },
    points: [
      {
        en: 'You win when your last card survives its vote (all believe, or it was true). A bluff caught on your last card: you draw 2 and play on.',
        ms: 'Anda menang apabila kad terakhir anda terselamat daripada undiannya (semua percaya, atau ia benar). Bohong yang tertangkap pada kad terakhir: anda mencabut 2 dan terus bermain.',
        fr: 'Vous gagnez quand votre dernière carte survit à son vote (tous y croient, ou elle était vraie). Un bluff démasqué sur votre dernière carte : vous piochez 2 et continuez.',
      },
      {
        en: 'Everyone else is placed by cards in hand (fewer is better). After 100 turns per player the game ends and everyone is placed that way.',
        ms: 'Yang lain disusun mengikut kad di tangan (kurang lebih baik). Selepas 100 giliran setiap pemain, permainan tamat dan semua disusun begitu.',
        fr: 'Les autres sont classés par cartes en main (moins vaut mieux). Après 100 tours par joueur, la partie s’arrête et tous sont classés ainsi.',
      },
    ],
  },
  {
    covers: ['What a player sees (the view)', 'When a clock runs out'],
    heading: { en: 'What you see', ms: 'Apa yang anda lihat', fr: 'Ce que vous voyez' },
    points: [
      {
        en: 'Your hand, every hand’s size, the draw pile’s size, and the centre cards that are face up or that you laid yourself. Never another hand.',
        ms: 'Tangan anda, saiz setiap tangan, saiz longgokan cabutan, dan kad tengah yang terbuka atau yang anda letak sendiri. Tidak pernah tangan orang lain.',
        fr: 'Votre main, la taille de chaque main, celle de la pioche, et les cartes du centre visibles ou posées par vous. Jamais la main d’un autre.',
      },
      {
        en: 'Out of time: a voter believes; a player on turn skips if allowed, else lays a matching card and declares it truly.',
        ms: 'Masa habis: pengundi percaya; pemain yang bergilir melangkau jika boleh, jika tidak meletak kad yang sepadan dan mengisytiharkannya dengan benar.',
        fr: 'Temps écoulé : un votant y croit ; le joueur dont c’est le tour passe si c’est permis, sinon pose une carte qui correspond et l’annonce honnêtement.',
      },
    ],
  },
  {
    covers: ['Bots'],
    heading: { en: 'Bots', ms: 'Bot', fr: 'Les robots' },
    points: [
      {
        en: 'Easy plays any legal move. Medium declares its true cards and bluffs when it must. Hard counts cards, remembers what was declared since the last reshuffle, and votes down every last card.',
        ms: 'Mudah memainkan apa-apa langkah sah. Sederhana mengisytihar kad benarnya dan membohong apabila terpaksa. Sukar mengira kad, mengingati apa yang diisytihar sejak kocokan terakhir, dan mengundi turun setiap kad terakhir.',
        fr: 'Facile joue n’importe quel coup permis. Moyen annonce ses vraies cartes et bluffe quand il le faut. Difficile compte les cartes, retient ce qui a été annoncé depuis le dernier mélange et vote contre chaque dernière carte.',
      },
    ],
  },
];
