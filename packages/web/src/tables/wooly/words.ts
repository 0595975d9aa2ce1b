import { translator } from '../../i18n/lang.ts';
import type { EventWords } from '../eventWords.ts';
import { whereWords } from './where.ts';

export const woolyWords: EventWords = (event, lang, name) => {
  const t = translator(lang);
  if (event.type === 'drawn' && Array.isArray(event.tiles)) return t('wooly.w.drawn', { n: event.tiles.length });
  if (event.type === 'over') return t('wooly.w.over');
  // Quitting, ending and passing are events of their own; the rest carry the move.
  const move = (['quit', 'end', 'pass'].includes(event.type) ? { type: event.type } : event.move) as
    | { type?: string; x?: number; y?: number }
    | undefined;
  if (!move?.type) return null;
  const key = {
    place: 'wooly.w.place',
    character: 'wooly.w.character',
    reveal: 'wooly.w.reveal',
    quit: 'wooly.w.quit',
    end: 'wooly.w.end',
    pass: 'wooly.w.pass',
  }[move.type] as 'wooly.w.place' | undefined;
  if (!key) return null;
  const where = move.x === undefined || move.y === undefined ? '' : whereWords(move.x, move.y, t);
  const said = t(key, { name: name(Number(event.seat)), where });
  return Number(event.drew) > 0 ? `${said} ${t('wooly.w.drew', { n: Number(event.drew) })}` : said;
};
