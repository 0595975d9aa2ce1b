import type { SuitKey } from '../../i18n/names.ts';
import { SuitShape } from '../../svg/suits.tsx';

/** The lobby's scene: SuitUP's four suits of its own. */
export function BollocksPicture() {
  return (
    <svg viewBox="0 0 200 100" width="150" height="75" aria-hidden="true">
      {(['crowns', 'stars', 'shields', 'rainbows'] as SuitKey[]).map((suit, i) => (
        <g key={suit} transform={`translate(${i * 50} 25) scale(0.5)`}>
          <SuitShape suit={suit} />
        </g>
      ))}
    </svg>
  );
}
