import { useI18n } from '../i18n/context.tsx';
import type { RankKey, SuitKey } from '../i18n/names.ts';
import { type CardFace, faceName, parseCard } from './cardCode.ts';
import { SUIT_COLOURS, SuitShape } from './suits.tsx';

/** Card proportions: 5:7, drawn in a 100 x 140 box. */
export const CARD_W = 100;
export const CARD_H = 140;

/** A face-up card from its wire code, or a face given directly (SuitUP cards). */
export function Card({ code, face, width = 60, label }: { code?: string; face?: CardFace; width?: number; label?: string }) {
  const { lang, t } = useI18n();
  const drawn = face ?? (code ? parseCard(code) : null);
  const name = label ?? (drawn ? faceName(drawn, lang) : (code ?? t('card.back')));
  return (
    <svg
      className="card"
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      width={width}
      height={(width * CARD_H) / CARD_W}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fffdf7" stroke="#8c8577" strokeWidth="2" />
      {drawn === null ? (
        <text x="50" y="76" textAnchor="middle" fontSize="20">
          {code}
        </text>
      ) : drawn.kind === 'joker' ? (
        <Joker n={drawn.n} />
      ) : (
        <Suited rank={drawn.rank} suit={drawn.suit} />
      )}
    </svg>
  );
}

function Suited({ rank, suit }: { rank: RankKey; suit: SuitKey }) {
  const ink = SUIT_COLOURS[suit];
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  return (
    <g>
      <text x="9" y="27" fontSize="25" fontWeight="700" fill={ink} fontFamily="Georgia, serif" letterSpacing="-2">
        {rank}
      </text>
      <g transform="translate(8 32) scale(0.2)">
        <SuitShape suit={suit} />
      </g>
      <g transform="rotate(180 50 70)">
        <text x="9" y="27" fontSize="25" fontWeight="700" fill={ink} fontFamily="Georgia, serif" letterSpacing="-2">
          {rank}
        </text>
        <g transform="translate(8 32) scale(0.2)">
          <SuitShape suit={suit} />
        </g>
      </g>
      {court ? (
        <g>
          <rect
            x="27"
            y="30"
            width="46"
            height="80"
            rx="5"
            fill={suit === 'H' || suit === 'D' ? '#fbe3e6' : '#e6ecf5'}
            stroke={ink}
            strokeWidth="1.5"
          />
          <text x="50" y="84" textAnchor="middle" fontSize="40" fontWeight="700" fill={ink} fontFamily="Georgia, serif">
            {rank}
          </text>
          <g transform="translate(40 36) scale(0.2)">
            <SuitShape suit={suit} />
          </g>
        </g>
      ) : (
        <g transform="translate(25 45) scale(0.5)">
          <SuitShape suit={suit} />
        </g>
      )}
    </g>
  );
}

function Joker({ n }: { n: 1 | 2 }) {
  const ink = n === 1 ? '#c8102e' : '#1b1b1f';
  return (
    <g fill={ink} fontFamily="Georgia, serif" fontWeight="700">
      <text x="50" y="30" textAnchor="middle" fontSize="14" letterSpacing="2">
        JOKER
      </text>
      <path d="M22 92l10-38 18 22 18-22 10 38z" fill={ink} />
      <circle cx="32" cy="52" r="5" />
      <circle cx="50" cy="74" r="5" />
      <circle cx="68" cy="52" r="5" />
      <rect x="22" y="94" width="56" height="8" rx="2" />
      <text x="50" y="126" textAnchor="middle" fontSize="14" letterSpacing="2">
        JOKER
      </text>
    </g>
  );
}

/** The back of a card; `tone` tells Bully's two decks apart. */
export function CardBack({ width = 60, tone = 'blue', label }: { width?: number; tone?: 'blue' | 'red'; label?: string }) {
  const { t } = useI18n();
  const fill = tone === 'blue' ? '#1f4fa8' : '#a3222f';
  const name = label ?? t('card.back');
  return (
    <svg
      className="card"
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      width={width}
      height={(width * CARD_H) / CARD_W}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      <defs>
        <pattern id={`back-${tone}`} width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="12" height="12" fill={fill} />
          <rect width="6" height="12" fill="#fff" opacity="0.18" />
        </pattern>
      </defs>
      <rect x="1.5" y="1.5" width="97" height="137" rx="9" fill="#fff" stroke="#8c8577" strokeWidth="2" />
      <rect x="8" y="8" width="84" height="124" rx="6" fill={`url(#back-${tone})`} />
    </svg>
  );
}

/** An empty place where a card may go. */
export function CardSlot({ width = 60, label }: { width?: number; label: string }) {
  return (
    <svg
      className="card slot"
      viewBox={`0 0 ${CARD_W} ${CARD_H}`}
      width={width}
      height={(width * CARD_H) / CARD_W}
      role="img"
      aria-label={label}
    >
      <rect x="3" y="3" width="94" height="134" rx="9" fill="none" stroke="#ffffff80" strokeWidth="3" strokeDasharray="8 6" />
    </svg>
  );
}
