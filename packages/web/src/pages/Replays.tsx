import type { PlayerResult, TableSummary } from '@parlour/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { href } from '../route.ts';
import { useSession } from '../session.tsx';
import { seatLabel } from '../tables/Seats.tsx';
import { headline } from './resultWords.ts';

export default function ReplaysPage() {
  const { t, lang } = useI18n();
  const { games } = useSession();
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  // How each of the player's own games ended, by table: the list says it.
  const [mine, setMine] = useState<Map<string, PlayerResult>>(new Map());
  useEffect(() => {
    api
      .tables({ status: 'over' })
      .then(setTables)
      .catch(() => setTables([]));
  }, []);
  useEffect(() => {
    Promise.all(games.map((g) => api.myResults(g.id).catch(() => [] as PlayerResult[]))).then((lists) =>
      setMine(new Map(lists.flat().map((r) => [r.table, r]))),
    );
  }, [games]);
  if (!tables) return <p className="loading">…</p>;
  return (
    <div className="panel">
      <h2>{t('nav.replays')}</h2>
      {tables.length === 0 && <p>{t('replay.none')}</p>}
      <ul className="tables">
        {tables.map((table) => (
          <li key={table.id}>
            <a href={href({ page: 'replay', id: table.id })}>
              {table.title} · {new Date(table.createdAt).toLocaleString(lang)} ·{' '}
              {table.seats.map((s) => (s.kind === 'open' ? '—' : seatLabel(table, s.seat, t))).join(', ')}
            </a>{' '}
            <Outcome result={mine.get(table.id)} players={table.players} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How the player's own game ended; nothing for a table they only watched. */
function Outcome({ result, players }: { result: PlayerResult | undefined; players: number }) {
  const { t } = useI18n();
  if (!result) return null;
  const r = result.result;
  const said = r.outcome ?? headline(r, [result.seat]);
  const text =
    said === 'won'
      ? t('result.won')
      : said === 'lost' && r.outcome
        ? t('result.unsolved')
        : said === 'lost'
          ? t('result.lost', { place: r.places[result.seat], players })
          : said === 'shared'
            ? t('result.shared')
            : said === 'draw'
              ? t('result.draw')
              : null;
  return text ? <strong className={`outcome ${said}`}>{text}</strong> : null;
}
