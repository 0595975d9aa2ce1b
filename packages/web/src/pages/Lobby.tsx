import type { TableSummary } from '@parlour/server/protocol';
import { useEffect, useState } from 'react';
import { Picture } from '../games/Picture.tsx';
import { pitch } from '../games/pitch.ts';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { go, href } from '../route.ts';
import { useSession } from '../session.tsx';

export function LobbyPage() {
  const { t, lang } = useI18n();
  const { games, error, ensureUser } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const quickPlay = (game: string) => {
    setBusy(game);
    ensureUser()
      .then(() => api.quickPlay({ game }))
      .then((table) => go({ page: 'table', id: table.id }))
      .catch((e: Error) => setProblem(e.message))
      .finally(() => setBusy(null));
  };
  return (
    <div className="lobby">
      <p className="tagline">{t('app.tagline')}</p>
      {error && <p className="problem">{error}</p>}
      {problem && <p className="problem">{problem}</p>}
      <h2>{t('lobby.games')}</h2>
      <ul className="games">
        {games.map((game) => (
          <li key={game.id} className="game" data-game={game.id}>
            <Picture game={game.id} />
            <h3>{game.title}</h3>
            <p>{pitch(game.id, lang)}</p>
            <div className="actions">
              <button type="button" className="primary" disabled={busy !== null} onClick={() => quickPlay(game.id)}>
                {t('lobby.quick')}
              </button>
              <a className="button" href={href({ page: 'create', game: game.id })}>
                {t('lobby.create')}
              </a>
              <a href={href({ page: 'rules', game: game.id })}>{t('lobby.rules')}</a>
            </div>
          </li>
        ))}
      </ul>
      <OpenTables />
    </div>
  );
}

function OpenTables() {
  const { t } = useI18n();
  const [tables, setTables] = useState<TableSummary[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .tables()
        .then((list) => live && setTables(list))
        .catch(() => {});
    load();
    const timer = setInterval(load, 4000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return (
    <section>
      <h2>{t('lobby.open')}</h2>
      {tables.length === 0 ? (
        <p>{t('lobby.none')}</p>
      ) : (
        <ul className="tables">
          {tables.map((table) => {
            const taken = table.seats.filter((s) => s.kind !== 'open').length;
            const mine = table.mySeats.length > 0;
            const open = table.status === 'open' && taken < table.players;
            return (
              <li key={table.id}>
                <span>
                  <strong>{table.title}</strong> · {t('lobby.seats', { taken, players: table.players })} ·{' '}
                  {table.seats.map((s) => s.user?.name ?? s.bot ?? '—').join(', ')}
                </span>
                {open && !mine ? (
                  <button
                    type="button"
                    onClick={() =>
                      api
                        .join(table.id)
                        .then(() => go({ page: 'table', id: table.id }))
                        .catch(() => {})
                    }
                  >
                    {t('lobby.join')}
                  </button>
                ) : (
                  <a className="button" href={href({ page: 'table', id: table.id })}>
                    {mine ? `→ ${table.title}` : t('lobby.watch')}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
