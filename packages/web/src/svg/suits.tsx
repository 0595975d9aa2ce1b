import type { SuitKey } from '../i18n/names.ts';

/** Ink per suit; the SuitUP suits each get a colour of their own so a glance tells them apart. */
export const SUIT_COLOURS: Record<SuitKey, string> = {
  S: '#1b1b1f',
  C: '#1b1b1f',
  H: '#c8102e',
  D: '#c8102e',
  crowns: '#8a5a00',
  stars: '#1f4fa8',
  shields: '#2b6e35',
  rainbows: '#7a2f8f',
};

/** Each suit drawn in a 100 x 100 box centred on (50, 50). */
export function SuitShape({ suit, fill = SUIT_COLOURS[suit] }: { suit: SuitKey; fill?: string }) {
  switch (suit) {
    case 'S':
      return (
        <g fill={fill}>
          <path d="M50 6C38 26 12 40 12 62c0 14 12 22 24 18 5-2 8-5 10-9-2 12-6 18-12 23h32c-6-5-10-11-12-23 2 4 5 7 10 9 12 4 24-4 24-18C88 40 62 26 50 6z" />
        </g>
      );
    case 'H':
      return (
        <path
          fill={fill}
          d="M50 90C34 74 8 58 8 34 8 20 19 10 31 10c9 0 16 5 19 13 3-8 10-13 19-13 12 0 23 10 23 24 0 24-26 40-42 56z"
        />
      );
    case 'D':
      return <path fill={fill} d="M50 4 84 50 50 96 16 50z" />;
    case 'C':
      return (
        <g fill={fill}>
          <circle cx="50" cy="28" r="19" />
          <circle cx="28" cy="58" r="19" />
          <circle cx="72" cy="58" r="19" />
          <path d="M46 56h8c0 16 4 26 12 36H34c8-10 12-20 12-36z" />
        </g>
      );
    case 'crowns':
      return (
        <g fill={fill}>
          <path d="M10 34l20 18 20-34 20 34 20-18-8 48H18z" />
          <rect x="18" y="84" width="64" height="9" rx="2" />
          <circle cx="10" cy="30" r="6" />
          <circle cx="50" cy="14" r="6" />
          <circle cx="90" cy="30" r="6" />
        </g>
      );
    case 'stars':
      return <path fill={fill} d="M50 5l13 30 33 3-25 22 8 33-29-17-29 17 8-33L4 38l33-3z" />;
    case 'shields':
      return (
        <g>
          <path fill={fill} d="M50 5 88 18v28c0 24-16 40-38 49C28 86 12 70 12 46V18z" />
          <path fill="#fff" opacity="0.35" d="M50 17 76 26v20c0 16-10 28-26 36z" />
        </g>
      );
    case 'rainbows':
      return (
        <g fill="none" strokeWidth="9" strokeLinecap="round">
          <path stroke="#d7263d" d="M8 78a42 42 0 0 1 84 0" />
          <path stroke="#f49d37" d="M19 78a31 31 0 0 1 62 0" />
          <path stroke="#3f88c5" d="M30 78a20 20 0 0 1 40 0" />
          <path stroke={fill} d="M41 78a9 9 0 0 1 18 0" />
        </g>
      );
  }
}

/** A suit on its own, e.g. in a declaration; named for screen readers. */
export function SuitIcon({ suit, label, size = 20 }: { suit: SuitKey; label: string; size?: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} role="img" aria-label={label}>
      <SuitShape suit={suit} />
    </svg>
  );
}
