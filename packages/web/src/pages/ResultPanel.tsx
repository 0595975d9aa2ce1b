import type { ClientMessage, StateMessage, TableSummary } from '@parlour/protocol';
import { useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { go, href } from '../route.ts';
import { webGame } from '../tables/index.ts';
import { seatLabel } from '../tables/Seats.tsx';
import { playAgain, sameTable } from './again.ts';
import type { RatingNote } from './ratingChange.ts';
import { announceRematch, otherPeople } from './rematch.ts';
import { headline } from './resultWords.ts';

/**
 * The end of a game: how the player did, everyone's place with their score in the game's
 * unit, the rating, and what next: a rematch with the same people (or, against bots, the
 * same table again), the replay, the lobby.
 */
export function ResultPanel({
  state,
  result,
  summary,
  rating,
  send,
}: {
  state: StateMessage;
  /** The state's result, there once the game is over. */
  result: NonNullable<StateMessage['result']>;
  summary: TableSummary;
  rating: RatingNote | null;
  send: (message: ClientMessage) => void;
}) {
  const { t } = useI18n();
  const [problem, setProblem] = useState<string | null>(null);
  const mine = summary.mySeats.filter((seat) => !summary.seats[seat]?.replaced);
  const people = otherPeople(summary);
  const again = () => {
    setProblem(null);
    const made =
      people > 0
        ? // The others get the invitation in this table's chat; the new table starts when all are in.
          api.createTable({ ...sameTable(summary), private: true }).then((table) => {
            announceRematch(send, summary.id, table);
            go({ page: 'table', id: table.id, invite: table.invite ?? undefined });
          })
        : playAgain(summary);
    made.catch((e: Error) => setProblem(e.message));
  };
  const order = result.places.map((place, seat) => ({ place, seat })).sort((a, b) => a.place - b.place);
  const said = headline(result, mine);
  const winners = order.filter((o) => o.place === 1).map((o) => seatLabel(summary, o.seat, t));
  const title = result.outcome
    ? t(result.outcome === 'won' ? 'result.solved' : 'result.unsolved')
    : said === 'won'
      ? t('result.won')
      : said === 'shared'
        ? t('result.shared')
        : said === 'lost'
          ? t('result.lost', { place: Math.min(...mine.map((s) => result.places[s])), players: summary.players })
          : said === 'draw'
            ? t('result.draw')
            : t('result.winner', { name: winners.join(', ') });
  const undoOut = result.outcome === 'lost' && state.canUndo;
  return (
    <section className={`result panel${said ? ` ${said}` : ''}`} role="status">
      <h3>{title}</h3>
      {summary.players > 1 && (
        <ol>
          {order.map(({ place, seat }) => (
            <li key={seat} className={mine.includes(seat) ? 'me' : undefined}>
              {t('table.place', { place, name: seatLabel(summary, seat, t) })} ·{' '}
              {t(webGame(summary.game).unit, { n: result.scores[seat] })}
            </li>
          ))}
        </ol>
      )}
      {rating && (
        <p className="rating">
          {rating.kind === 'change'
            ? t('table.rating', { delta: rating.delta })
            : t(rating.kind === 'first' ? 'table.rating.first' : 'table.rating.now', { rating: rating.rating })}
        </p>
      )}
      {undoOut && <p>{t('table.undoOut')}</p>}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
      <div className="actions">
        {undoOut && (
          <button type="button" onClick={() => send({ type: 'undo', table: summary.id, seq: state.seq })}>
            {t('table.undo')}
          </button>
        )}
        {(mine.length > 0 || people === 0) && (
          <button type="button" className="primary" onClick={again}>
            {people > 0 ? t('table.rematch') : t('table.again')}
          </button>
        )}
        <a href={href({ page: 'replay', id: summary.id })}>{t('replay.title')}</a>
        <a href={href({ page: 'lobby' })}>{t('table.lobby')}</a>
      </div>
    </section>
  );
}
