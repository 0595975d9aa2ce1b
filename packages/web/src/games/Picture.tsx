import type { SuitKey } from '../i18n/names.ts';
import { Card, CardBack } from '../svg/Card.tsx';
import { SuitShape } from '../svg/suits.tsx';
import { Tile } from '../svg/Tile.tsx';

/** A small drawn scene per game for the lobby; decorative, so hidden from screen readers. */
export function Picture({ game }: { game: string }) {
  return (
    <div className="picture" aria-hidden="true">
      {game === 'bisley' && (
        <>
          <Card code="AS" width={44} />
          <Card code="2S" width={44} />
          <Card code="KH" width={44} />
        </>
      )}
      {game === 'bluff' && (
        <>
          <CardBack width={44} />
          <CardBack width={44} />
          <Card code="7D" width={44} />
        </>
      )}
      {game === 'bollocks' && (
        <svg viewBox="0 0 200 100" width="150" height="75" aria-hidden="true">
          {(['crowns', 'stars', 'shields', 'rainbows'] as SuitKey[]).map((suit, i) => (
            <g key={suit} transform={`translate(${i * 50} 25) scale(0.5)`}>
              <SuitShape suit={suit} />
            </g>
          ))}
        </svg>
      )}
      {game === 'bully' && (
        <>
          <CardBack width={44} tone="red" />
          <Card code="J1" width={44} />
          <CardBack width={44} tone="blue" />
        </>
      )}
      {game === 'wooly-bully' && (
        <>
          <Tile face={{ edges: ['m1', 'f1', 'F', 'F'], pattern: '2+2' }} size={60} />
          <Tile face={{ edges: ['F', 'F', 'F', 'F'], pattern: 'mono', character: 'wolf' }} size={60} />
        </>
      )}
    </div>
  );
}
