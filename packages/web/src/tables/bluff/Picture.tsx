import { Card, CardBack } from '../../svg/Card.tsx';

/** The lobby's scene: two cards laid face down, one shown. */
export function BluffPicture() {
  return (
    <>
      <CardBack width={44} />
      <CardBack width={44} />
      <Card code="7D" width={44} />
    </>
  );
}
