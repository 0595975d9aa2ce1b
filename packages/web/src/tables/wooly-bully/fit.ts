import { type RefObject, useLayoutEffect, useState } from 'react';

/** The board is never shorter than this (a phone scrolls the page to see it whole)… */
const MIN = 240;
/** …nor taller (a tall window gains nothing from more empty meadow). */
const MAX = 560;
/** Room kept between the board and the hand. */
const GAP = 8;

/**
 * The board's height so that, from where the board begins, it and the hand fixed below it
 * fit the window: the hand bar then covers neither the board's bottom nor anything above
 * it. Worked out again when the window or the table (the hand, the seats) changes size.
 */
export function useBoardHeight(
  root: RefObject<HTMLElement | null>,
  board: RefObject<HTMLElement | null>,
  hand: RefObject<HTMLElement | null>,
): number | undefined {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const fit = () => {
      const b = board.current;
      if (!b) return;
      const top = b.getBoundingClientRect().top + window.scrollY;
      const below = hand.current?.offsetHeight ?? 0;
      setHeight(Math.round(Math.min(MAX, Math.max(MIN, window.innerHeight - top - below - GAP))));
    };
    fit();
    const watch = new ResizeObserver(fit);
    if (root.current) watch.observe(root.current);
    if (hand.current) watch.observe(hand.current);
    window.addEventListener('resize', fit);
    return () => {
      watch.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [root, board, hand]);
  return height;
}
