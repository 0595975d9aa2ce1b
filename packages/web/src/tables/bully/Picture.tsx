import { Card, CardBack } from '../../svg/Card.tsx';

/** The lobby's scene: a joker between the two players' backs. */
export function BullyPicture() {
  return (
    <>
      <CardBack width={44} tone="red" />
      <Card code="J1" width={44} />
      <CardBack width={44} tone="blue" />
    </>
  );
}
