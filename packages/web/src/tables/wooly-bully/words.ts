import { translator } from '../../i18n/lang.ts';
import type { EventWords } from '../eventWords.ts';
import { whereWords } from './where.ts';

export const woolyBullyWords: EventWords = (event, lang, name) => {
  const t = translator(lang);
  if (event.type === 'drawn' && Array.isArray(event.tiles)) return t('woolyBully.w.drawn', { n: event.tiles.length });
  if (event.type === 'over') return t('woolyBully.w.over');
  // Quitting, ending and passing are events of their own; the rest carry the move.
  const move = (['quit', 'end', 'pass'].includes(event.type) ? { type: event.type } : event.move) as
    | { type?: string; x?: number; y?: number }
    | undefined;
  if (!move?.type) return null;
  const key = {
    place: 'woolyBully.w.place',
    character: 'woolyBully.w.character',
    reveal: 'woolyBully.w.reveal',
    quit: 'woolyBully.w.quit',
    end: 'woolyBully.w.end',
    pass: 'woolyBully.w.pass',
  }[move.type] as 'woolyBully.w.place' | undefined;
  if (!key) return null;
  const where = move.x === undefined || move.y === undefined ? '' : whereWords(move.x, move.y, t);
  const said = t(key, { name: name(Number(event.seat)), where });
  return Number(event.drew) > 0 ? `${said} ${t('woolyBully.w.drew', { n: Number(event.drew) })}` : said;
};
