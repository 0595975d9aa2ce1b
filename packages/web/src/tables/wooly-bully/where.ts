import type { Translate } from '../../i18n/lang.ts';

/**
 * A cell as a player says it: from the Village Square at (0, 0), so many north or south
 * (y grows to the south) and east or west (x grows to the east), never grid coordinates.
 */
export function whereWords(x: number, y: number, t: Translate): string {
  const parts: string[] = [];
  if (y < 0) parts.push(t('woolyBully.dir.n', { n: -y }));
  if (y > 0) parts.push(t('woolyBully.dir.s', { n: y }));
  if (x > 0) parts.push(t('woolyBully.dir.e', { n: x }));
  if (x < 0) parts.push(t('woolyBully.dir.w', { n: -x }));
  if (parts.length === 0) return t('woolyBully.where.square');
  return t('woolyBully.where', { dir: parts.length === 2 ? t('woolyBully.dir.and', { a: parts[0], b: parts[1] }) : parts[0] });
}
