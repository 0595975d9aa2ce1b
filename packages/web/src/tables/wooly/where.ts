import type { Translate } from '../../i18n/lang.ts';

/**
 * A cell as a player says it: from the Village Square at (0, 0), so many north or south
 * (y grows to the south) and east or west (x grows to the east), never grid coordinates.
 */
export function whereWords(x: number, y: number, t: Translate): string {
  const parts: string[] = [];
  if (y < 0) parts.push(t('wooly.dir.n', { n: -y }));
  if (y > 0) parts.push(t('wooly.dir.s', { n: y }));
  if (x > 0) parts.push(t('wooly.dir.e', { n: x }));
  if (x < 0) parts.push(t('wooly.dir.w', { n: -x }));
  if (parts.length === 0) return t('wooly.where.square');
  return t('wooly.where', { dir: parts.length === 2 ? t('wooly.dir.and', { a: parts[0], b: parts[1] }) : parts[0] });
}
