import { Card } from '../../svg/Card.tsx';

/** The lobby's scene: an ace, its two, a king. */
export function BisleyPicture() {
  return (
    <>
      <Card code="AS" width={44} />
      <Card code="2S" width={44} />
      <Card code="KH" width={44} />
    </>
  );
}
