import type { CreateTable, SeatSpec } from '@parlour/protocol';
import { useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { go, href } from '../route.ts';
import { useSession } from '../session.tsx';
import { DEFAULT_LEVEL, LEVELS } from '../tables/bots.ts';
import { optionWords } from '../tables/optionWords.ts';
import { LevelWords } from './Lobby.tsx';
import { controlOf, readValue } from './optionControl.ts';

const OPEN = '';

export function CreatePage({ game: id }: { game: string }) {
  const { t, lang } = useI18n();
  const { games, ensureUser } = useSession();
  const game = games.find((g) => g.id === id);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [players, setPlayers] = useState<number | null>(null);
  // Per seat after the creator's: OPEN or a bot name.
  const [bots, setBots] = useState<Record<number, string>>({});
  const [clock, setClock] = useState(0);
  const [secret, setSecret] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!game) return <p className="loading">…</p>;
  const count = players ?? (game.players.min === 1 ? 1 : Math.min(game.players.max, Math.max(game.players.min, 4)));
  // Every other seat a bot of the strongest level unless the player chooses otherwise.
  const botFor = (seat: number) => bots[seat] ?? (game.levels.includes(DEFAULT_LEVEL) ? DEFAULT_LEVEL : OPEN);
  const create = () => {
    const seats: SeatSpec[] = [{ kind: 'open' }];
    for (let s = 1; s < count; s++) seats.push(botFor(s) === OPEN ? { kind: 'open' } : { kind: 'bot', bot: botFor(s) });
    const body: CreateTable = {
      game: game.id,
      players: count,
      options: Object.fromEntries(game.options.map((o) => [o.name, o.name in options ? options[o.name] : o.default])),
      seats,
      private: secret,
      clock: clock > 0 ? { kind: 'realtime', perMove: clock, reserve: clock * 5 } : { kind: 'none' },
      start: true,
    };
    ensureUser()
      .then(() => api.createTable(body))
      .then((table) => go({ page: 'table', id: table.id, invite: table.invite ?? undefined }))
      .catch((e: Error) => setProblem(e.message));
  };
  return (
    <form
      className="create panel"
      onSubmit={(e) => {
        e.preventDefault();
        create();
      }}
    >
      <h2>{t('create.title', { game: game.title })}</h2>
      {game.players.max > 1 && (
        <label>
          {t('create.players')}
          <select value={count} aria-label={t('create.players')} onChange={(e) => setPlayers(Number(e.target.value))}>
            {Array.from({ length: game.players.max - game.players.min + 1 }, (_, i) => game.players.min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      )}
      {count > 1 && (
        <fieldset>
          <legend>{t('create.bots')}</legend>
          {Array.from({ length: count - 1 }, (_, i) => i + 1).map((seat) => (
            <label key={seat}>
              {t('table.seat', { n: seat + 1 })}
              <select
                value={botFor(seat)}
                aria-label={t('table.seat', { n: seat + 1 })}
                onChange={(e) => setBots({ ...bots, [seat]: e.target.value })}
              >
                <option value={OPEN}>{t('create.open')}</option>
                {LEVELS.filter((l) => game.levels.includes(l)).map((l) => (
                  <option key={l} value={l}>
                    {t('create.botOption', { level: t(`level.${l}`) })}
                  </option>
                ))}
              </select>
            </label>
          ))}
          <LevelWords />
        </fieldset>
      )}
      {game.options.map((option) => {
        const control = controlOf(option.schema);
        const value = option.name in options ? options[option.name] : option.default;
        const set = (raw: string | boolean) => setOptions({ ...options, [option.name]: readValue(control, raw) });
        const words = optionWords(game.id, option, lang);
        return (
          // biome-ignore lint/a11y/noLabelWithoutControl: the control is one of the inputs below, chosen by the option's type
          <label
            key={option.name}
            className={control.kind === 'boolean' ? 'check' : undefined}
            title={words.description || undefined}
          >
            {control.kind === 'boolean' && (
              <input type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />
            )}
            <span>
              {words.label}
              {words.description && <small>{words.description}</small>}
            </span>
            {control.kind === 'choice' && (
              <select value={String(value)} onChange={(e) => set(e.target.value)}>
                {control.values.map((v) => (
                  <option key={String(v)} value={String(v)}>
                    {String(v)}
                  </option>
                ))}
              </select>
            )}
            {control.kind === 'number' && (
              <input
                type="number"
                value={String(value ?? '')}
                min={control.min}
                max={control.max}
                step={control.integer ? 1 : 'any'}
                onChange={(e) => set(e.target.value)}
              />
            )}
            {control.kind === 'text' && <input type="text" value={String(value ?? '')} onChange={(e) => set(e.target.value)} />}
          </label>
        );
      })}
      {count > 1 && (
        <label>
          {t('create.clock')}
          <input type="number" min={0} max={3600} value={clock} onChange={(e) => setClock(Math.max(0, Number(e.target.value)))} />
        </label>
      )}
      {count > 1 && (
        <label className="check">
          <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
          <span>{t('create.private')}</span>
        </label>
      )}
      {problem && <p className="problem">{problem}</p>}
      <div className="actions">
        <button type="submit" className="primary">
          {t('create.start')}
        </button>
        <a href={href({ page: 'lobby' })}>{t('create.cancel')}</a>
      </div>
    </form>
  );
}
