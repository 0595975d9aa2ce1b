import { type RefObject, useEffect, useRef } from 'react';

/** Where play goes on in a table view, best first: the moves offered, then what a move needs picked. */
const NEXT = [
  'button.move:not(:disabled)',
  'button.pick:not(:disabled)',
  'button.available:not(:disabled)',
  'button:not(:disabled)',
];

/**
 * Keeps keyboard focus in play: when a move re-draws the table and the focused control
 * goes (disabled or removed), focus would fall back to the page body, a dozen Tabs away.
 * Instead it goes to the first control where play continues, else to the play area.
 */
export function useKeepFocus(area: RefObject<HTMLElement | null>, seq: number | undefined): void {
  const inPlay = useRef(false);
  useEffect(() => {
    const track = (e: FocusEvent) => {
      inPlay.current = Boolean(area.current && e.target instanceof Node && area.current.contains(e.target));
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, [area]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new state of the table
  useEffect(() => {
    const root = area.current;
    if (!root || !inPlay.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && root.contains(active) && !(active as HTMLButtonElement).disabled) return;
    for (const selector of NEXT) {
      const next = root.querySelector<HTMLElement>(selector);
      if (next) return next.focus();
    }
    root.focus();
  }, [seq]);
}
