import type { TableSummary } from '@parlour/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { go, href } from '../route.ts';
import { useSession } from '../session.tsx';
import { DEFAULT_LEVEL, isLevel, LEVELS, type Level } from '../tables/bots.ts';
import { webGame } from '../tables/index.ts';
import { seatLabel } from '../tables/Seats.tsx';
import { levelLabel } from './levelLabel.ts';
import { sortTables } from './lobbyTables.ts';

const LEVEL_KEY = 'parlour.level';

/** The bot level quick play seats: the player's last choice, else the strongest. */
function storedLevel(): Level {
  const stored = localStorage.getItem(LEVEL_KEY);
  return isLevel(stored) ? stored : DEFAULT_LEVEL;
}

export function LobbyPage() {
  const { t, lang } = useI18n();
  const { games, error, ensureUser } = useSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [level, setLevel] = useState<Level>(storedLevel);
  const chooseLevel = (next: Level) => {
    localStorage.setItem(LEVEL_KEY, next);
    setLevel(next);
  };
  const quickPlay = (game: string, solo: boolean) => {
    setBusy(game);
    ensureUser()
      .then(() => api.quickPlay(solo ? { game } : { game, bot: level }))
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
            <p className="players">
              {game.players.min === game.players.max
                ? t('lobby.playersExactly', { n: game.players.min })
                : t('lobby.playersRange', { min: game.players.min, max: game.players.max })}
            </p>
            <p>{webGame(game.id).pitch[lang]}</p>
            <div className="actions">
              <button type="button" className="primary" disabled={busy !== null} onClick={() => quickPlay(game.id, game.solo)}>
                {game.solo ? t('lobby.play') : t('lobby.quick')}
              </button>
              {!game.solo && (
                <label className="level">
                  <span>{t('lobby.level')}</span>
                  <select value={level} onChange={(e) => chooseLevel(e.target.value as Level)}>
                    {LEVELS.filter((l) => game.levels.includes(l)).map((l) => (
                      <option key={l} value={l} title={t(`level.${l}.about`)}>
                        {levelLabel(t, l, game.ratings?.[l])}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <a className="button" href={href({ page: 'create', game: game.id })}>
                {t('lobby.create')}
              </a>
              <a href={href({ page: 'rules', game: game.id })}>{t('lobby.rules')}</a>
            </div>
          </li>
        ))}
      </ul>
      <LevelWords />
      <OpenTables />
    </div>
  );
}

function OpenTables() {
  const { t } = useI18n();
  const { user } = useSession();
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
  const { open, mine, playing } = sortTables(tables, user?.id);
  return (
    <>
      {mine.length > 0 && <TableList title={t('lobby.mine')} tables={mine} action="return" />}
      <section>
        <h2>{t('lobby.open')}</h2>
        {open.length === 0 ? <p>{t('lobby.none')}</p> : <TableList tables={open} action="join" />}
      </section>
      {playing.length > 0 && <TableList title={t('lobby.playing')} tables={playing} action="watch" />}
    </>
  );
}

function TableList({ title, tables, action }: { title?: string; tables: TableSummary[]; action: 'join' | 'return' | 'watch' }) {
  const { t } = useI18n();
  const list = (
    <ul className="tables">
      {tables.map((table) => {
        const taken = table.seats.filter((s) => s.kind !== 'open').length;
        return (
          <li key={table.id}>
            <span>
              <strong>{table.title}</strong> · {t('lobby.seats', { taken, players: table.players })} ·{' '}
              {table.seats.map((s) => (s.kind === 'open' ? '—' : seatLabel(table, s.seat, t))).join(', ')}
            </span>
            {action === 'join' ? (
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
                {action === 'return' ? t('lobby.return') : t('lobby.watch')}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
  if (!title) return list;
  return (
    <section>
      <h2>{title}</h2>
      {list}
    </section>
  );
}

/** What each bot level is, in words. */
export function LevelWords() {
  const { t } = useI18n();
  return (
    <ul className="levels">
      {LEVELS.map((l) => (
        <li key={l}>{t(`level.${l}.about`)}</li>
      ))}
    </ul>
  );
}

/** A small drawn scene per game; decorative, so hidden from screen readers. */
function Picture({ game }: { game: string }) {
  const Scene = webGame(game).Picture;
  return (
    <div className="picture" aria-hidden="true">
      <Scene />
    </div>
  );
}
