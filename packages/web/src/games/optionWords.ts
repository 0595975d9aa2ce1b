import type { Lang } from '../i18n/lang.ts';

interface Words {
  readonly label: string;
  readonly description: string;
}

/**
 * Each game's options in Malay and French; English comes from the game itself (the
 * server's option list), which is also the fallback for an option not listed here.
 */
const WORDS: Record<string, Partial<Record<Lang, Words>>> = {
  'bisley.autoPlay': {
    ms: {
      label: 'Main automatik langkah selamat',
      description: 'Meja memainkan setiap kad yang boleh ke asas, sebagai langkah biasa.',
    },
    fr: {
      label: 'Jouer seul les coups sûrs',
      description: 'La table joue chaque carte qui peut aller sur une fondation, comme des coups ordinaires.',
    },
  },
  'bisley.deal': {
    ms: {
      label: 'Nombor urusan',
      description: 'Main urusan bernombor ini, kad yang sama untuk sesiapa yang memilihnya; kosong: urusan baharu.',
    },
    fr: {
      label: 'Numéro de donne',
      description: 'Jouer cette donne numérotée, les mêmes cartes pour tous ceux qui la choisissent ; vide : une nouvelle donne.',
    },
  },
  'bluff.bullets': {
    ms: {
      label: 'Peluru',
      description:
        'Setiap pemain bermula dengan 3 peluru dan perlu satu untuk menuduh. Penuduh pertama menggunakan satu; tuduhan yang betul mengisinya semula.',
    },
    fr: {
      label: 'Balles (Peluru)',
      description:
        'Chaque joueur commence avec 3 balles et doit en avoir une pour accuser. Le premier accusateur en dépense une ; une accusation juste la recharge.',
    },
  },
  'bully.quickSetup': {
    ms: {
      label: 'Susunan pantas',
      description: 'Empat kad tambahan setiap pemain diletakkan secara rawak; tiada siapa memilih.',
    },
    fr: {
      label: 'Mise en place rapide',
      description: 'Les quatre cartes supplémentaires de chaque joueur sont placées au hasard ; personne ne choisit.',
    },
  },
  'bully.memoryAid': {
    ms: {
      label: 'Bantuan ingatan',
      description: 'Menunjukkan muka kad tertutup yang pernah terdedah. Dimatikan: ini permainan ingatan.',
    },
    fr: {
      label: 'Aide-mémoire',
      description: 'Montre la face des cartes cachées déjà révélées. Désactivé : c’est un jeu de mémoire.',
    },
  },
  'wooly-bully.aquatic': {
    ms: {
      label: 'Sambungan akuatik',
      description: 'Menambah 32 jubin kolam dengan Nelayan dan Pengawal Perikanan, serta kotak "baaah" (-2 pada akhir).',
    },
    fr: {
      label: 'Extension aquatique',
      description: 'Ajoute 32 tuiles de mare avec Pêcheurs et Gardes-pêche, et la case « baaah » (-2 à la fin).',
    },
  },
  'wooly-bully.discard32': {
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
  'wooly-bully.waterproofWool': {
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
};

/** An option's label and description in the reader's language. */
export function optionWords(game: string, option: { name: string; label: string; description?: string }, lang: Lang): Words {
  return WORDS[`${game}.${option.name}`]?.[lang] ?? { label: option.label, description: option.description ?? '' };
}
