import type { RulesPage } from '../rulesPage.ts';

export const woolyBullyRules: RulesPage = [
  {
    covers: ['Set-up', 'Tiles'],
    heading: { en: 'Set-up and tiles', ms: 'Persediaan dan jubin', fr: 'Mise en place et tuiles' },
    points: [
      {
        en: '2 to 4 players. Each gets a secret colour (black, blue, red or yellow) and draws 4 tiles from the bag. The Village Square starts the board.',
        ms: '2 hingga 4 pemain. Setiap orang mendapat warna rahsia (hitam, biru, merah atau kuning) dan mencabut 4 jubin dari beg. Dataran Kampung memulakan papan.',
        fr: '2 à 4 joueurs. Chacun reçoit une couleur secrète (noir, bleu, rouge ou jaune) et pioche 4 tuiles dans le sac. La Place du village commence le plateau.',
      },
      {
        en: 'Landscape tiles have two faces: meadows with sheep, forests, villages and ponds. Character tiles are Wolves and Hunters (and, with the aquatic extension, Fishermen and Fishing Guards).',
        ms: 'Jubin landskap ada dua muka: padang rumput dengan biri-biri, hutan, kampung dan kolam. Jubin watak ialah Serigala dan Pemburu (dan, dengan sambungan akuatik, Nelayan dan Pengawal Perikanan).',
        fr: 'Les tuiles de paysage ont deux faces : prés avec moutons, forêts, villages et étangs. Les tuiles personnages sont les Loups et les Chasseurs (et, avec l’extension aquatique, les Pêcheurs et les Gardes-pêche).',
      },
    ],
  },
  {
    covers: ['Placing', 'Regions'],
    heading: { en: 'Placing a tile', ms: 'Meletak jubin', fr: 'Poser une tuile' },
    points: [
      {
        en: 'A tile goes next to a placed tile, and every edge must match its neighbour: village to village, forest to forest, pond to pond, open meadow to open meadow of the same colour, fence to fence.',
        ms: 'Jubin diletak di sebelah jubin yang sudah diletak, dan setiap sisi mesti sepadan dengan jirannya: kampung dengan kampung, hutan dengan hutan, kolam dengan kolam, padang terbuka dengan padang terbuka warna sama, pagar dengan pagar.',
        fr: 'Une tuile se pose à côté d’une tuile posée, et chaque bord doit correspondre à son voisin : village contre village, forêt contre forêt, étang contre étang, pré ouvert contre pré ouvert de même couleur, clôture contre clôture.',
      },
      {
        en: 'After every placement you draw as many tiles as there are placed tiles touching that cell. Meadows of one colour joined by open edges form a field; a field with no open edge left is enclosed.',
        ms: 'Selepas setiap peletakan anda mencabut jubin sebanyak jubin yang menyentuh petak itu. Padang satu warna yang bersambung melalui sisi terbuka membentuk ladang; ladang tanpa sisi terbuka lagi adalah tertutup.',
        fr: 'Après chaque pose, vous piochez autant de tuiles qu’il y a de tuiles posées touchant cette case. Des prés d’une couleur reliés par des bords ouverts forment un champ ; un champ sans bord ouvert est enclos.',
      },
    ],
  },
  {
    covers: ['A turn'],
    heading: { en: 'Your turn', ms: 'Giliran anda', fr: 'Votre tour' },
    points: [
      {
        en: 'Place one landscape tile: you must if any of yours fits; a second only after revealing. Then end the turn. Ending without placing anything at all is a pass: you draw 1 tile.',
        ms: 'Letak satu jubin landskap: wajib jika ada jubin anda yang muat; yang kedua hanya selepas mendedahkan warna. Kemudian tamatkan giliran. Tamat tanpa meletak apa-apa ialah lepas: anda mencabut 1 jubin.',
        fr: 'Posez une tuile de paysage : c’est obligatoire si l’une des vôtres a sa place ; une deuxième seulement après vous être révélé. Puis finissez le tour. Finir sans rien poser est une passe : vous piochez 1 tuile.',
      },
      {
        en: 'At most one character a turn. A Wolf goes on a cell with forest on every side, unless a Hunter is in that forest; a Hunter covers a Wolf, or guards a forest in advance.',
        ms: 'Paling banyak satu watak setiap giliran. Serigala diletak di petak yang dikelilingi hutan, kecuali ada Pemburu dalam hutan itu; Pemburu menutup Serigala, atau mengawal hutan lebih awal.',
        fr: 'Au plus un personnage par tour. Un Loup va sur une case entourée de forêt, sauf si un Chasseur est dans cette forêt ; un Chasseur couvre un Loup, ou garde une forêt à l’avance.',
      },
      {
        en: 'Reveal (once a game): place your shepherd, a meadow of your colour with 4 sheep; your colour is then public. Quit: leave for good; the first quitters get +6, +3, +1.',
        ms: 'Dedah (sekali setiap permainan): letak gembala anda, padang warna anda dengan 4 biri-biri; warna anda kemudian diketahui umum. Berhenti: keluar terus; yang berhenti dahulu mendapat +6, +3, +1.',
        fr: 'Se révéler (une fois par partie) : posez votre berger, un pré de votre couleur avec 4 moutons ; votre couleur devient publique. Abandonner : vous partez pour de bon ; les premiers à abandonner gagnent +6, +3, +1.',
      },
    ],
  },
  {
    covers: ['The end', 'Scoring'],
    heading: { en: 'The end and scoring', ms: 'Tamat dan markah', fr: 'Fin et décompte' },
    points: [
      {
        en: 'The game ends when everyone has quit, or when every player still in has passed with the bag empty.',
        ms: 'Permainan tamat apabila semua telah berhenti, atau apabila setiap pemain yang masih ada telah lepas dengan beg kosong.',
        fr: 'La partie finit quand tous ont abandonné, ou quand chaque joueur encore en jeu a passé avec le sac vide.',
      },
      {
        en: 'Colours are revealed. Your score is your best enclosed field of your colour (its sheep), plus your quitting bonus. A field beside a forest with a Wolf counts nothing. The highest score wins; equal scores go to the bigger field.',
        ms: 'Warna didedahkan. Markah anda ialah ladang tertutup terbaik warna anda (biri-birinya), ditambah bonus berhenti. Ladang di sebelah hutan yang ada Serigala tidak dikira. Markah tertinggi menang; markah sama dimenangi ladang lebih besar.',
        fr: 'Les couleurs sont révélées. Votre score est votre meilleur champ enclos de votre couleur (ses moutons), plus votre bonus d’abandon. Un champ voisin d’une forêt avec un Loup ne compte pas. Le plus haut score gagne ; à égalité, le plus grand champ.',
      },
    ],
  },
  {
    covers: ['The extension'],
    heading: { en: 'The aquatic extension', ms: 'Sambungan akuatik', fr: 'L’extension aquatique' },
    points: [
      {
        en: '32 pond tiles join the bag. Fishermen and Fishing Guards work on ponds as Wolves and Hunters do on forests. A field also scores the fish of each closed pond it borders with no Fisherman in it.',
        ms: '32 jubin kolam masuk ke beg. Nelayan dan Pengawal Perikanan bertindak di kolam seperti Serigala dan Pemburu di hutan. Ladang juga mendapat ikan setiap kolam tertutup yang bersempadan dengannya tanpa Nelayan.',
        fr: '32 tuiles d’étang rejoignent le sac. Pêcheurs et Gardes-pêche agissent sur les étangs comme Loups et Chasseurs sur les forêts. Un champ compte aussi les poissons de chaque étang fermé qu’il borde et sans Pêcheur.',
      },
      {
        en: 'Whoever reveals or plays a character takes the baaah box: its holder loses 2 at the end. Options: set 32 tiles aside; waterproof wool (fields of one colour sharing a pond count as one).',
        ms: 'Sesiapa yang mendedah atau memainkan watak mengambil kotak baaah: pemegangnya hilang 2 pada akhirnya. Pilihan: ketepikan 32 jubin; bulu kalis air (ladang satu warna yang berkongsi kolam dikira sebagai satu).',
        fr: 'Qui se révèle ou joue un personnage prend la boîte à bêê : son détenteur perd 2 à la fin. Options : écarter 32 tuiles ; laine imperméable (les champs d’une couleur qui partagent un étang comptent pour un).',
      },
    ],
  },
  {
    covers: ['What a player sees', 'When a clock runs out'],
    heading: { en: 'What you see', ms: 'Apa yang anda lihat', fr: 'Ce que vous voyez' },
    points: [
      {
        en: 'The board, your own tiles and colour, how many tiles each player holds and the bag’s size. Never another hand or an unrevealed colour.',
        ms: 'Papan, jubin dan warna anda sendiri, bilangan jubin setiap pemain dan saiz beg. Tidak pernah tangan orang lain atau warna yang belum didedahkan.',
        fr: 'Le plateau, vos tuiles et votre couleur, le nombre de tuiles de chaque joueur et la taille du sac. Jamais la main d’un autre ni une couleur non révélée.',
      },
      {
        en: 'Out of time: the table ends your turn, placing a tile first if one must be placed.',
        ms: 'Masa habis: meja menamatkan giliran anda, meletak jubin dahulu jika perlu.',
        fr: 'Temps écoulé : la table finit votre tour, en posant d’abord une tuile s’il le faut.',
      },
    ],
  },
  {
    covers: ['Bots'],
    heading: { en: 'Bots', ms: 'Bot', fr: 'Les robots' },
    points: [
      {
        en: 'Easy plays any legal move. Medium places the tile that lays the most sheep of its colour. Hard guesses the colours from the moves so far, weighs every field and keeps its own colour secret.',
        ms: 'Mudah memainkan apa-apa langkah sah. Sederhana meletak jubin yang memberi paling banyak biri-biri warnanya. Sukar meneka warna daripada langkah setakat ini, menimbang setiap ladang dan merahsiakan warnanya sendiri.',
        fr: 'Facile joue n’importe quel coup permis. Moyen pose la tuile qui apporte le plus de moutons de sa couleur. Difficile devine les couleurs d’après les coups joués, pèse chaque champ et garde sa couleur secrète.',
      },
    ],
  },
];
