import { Tile } from '../../svg/Tile.tsx';

/** The lobby's scene: a meadow tile and the wolf. */
export function WoolyBullyPicture() {
  return (
    <>
      <Tile face={{ edges: ['m1', 'f1', 'F', 'F'], pattern: '2+2' }} size={60} />
      <Tile face={{ edges: ['F', 'F', 'F', 'F'], pattern: 'mono', character: 'wolf' }} size={60} />
    </>
  );
}
