// First, before any module that parses with zod (see noEval.ts).
import '../noEval.ts';
import type { AnyGame, TableState } from '@parlour/engine';
import type { Replay } from '@parlour/protocol';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { href } from '../route.ts';
import { describeGeneric } from '../tables/describe.ts';
import { webGame } from '../tables/index.ts';
import { seatLabel } from '../tables/Seats.tsx';
import { describeEvent } from '../tables/words.ts';
import { eventsAt, replayTables, stateAt } from './replaySteps.ts';
import { checkSeed, type SeedCheck } from './seedCheck.ts';

const ignore = () => {};

/**
 * A finished table step by step: the table as it was after each entry (forward, back,
 * jump), drawn by the live table's own view read-only, and the deal check. The record is
 * re-run here from its published seed, with the game's code loaded for this page only.
 */
export default function ReplayPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const [replay, setReplay] = useState<Replay | null>(null);
  const [game, setGame] = useState<AnyGame | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [seat, setSeat] = useState<number | null>(null);
  const [check, setCheck] = useState<SeedCheck>('wait');
  useEffect(() => {
    api
      .replay(id)
      .then((r) => {
        setReplay(r);
        setSeat(r.table.mySeats[0] ?? (r.table.players === 1 ? 0 : null));
        if (r.seed !== null)
          webGame(r.table.game)
            .code()
            .then((g) => setGame(() => g))
            .catch((e: Error) => setProblem(e.message));
        return checkSeed(r.seed, r.seedHash).then(setCheck);
      })
      .catch((e: Error) => setProblem(e.message));
  }, [id]);
  // Re-run once per record; a record that does not re-run is reported, not drawn.
  const rerun = useMemo<{ tables: TableState<unknown, unknown>[] | null; error: string | null }>(() => {
    if (!replay || !game || check !== 'ok') return { tables: null, error: null };
    try {
      return { tables: replayTables(game, replay), error: null };
    } catch (e) {
      return { tables: null, error: (e as Error).message };
    }
  }, [replay, game, check]);
  const tables = rerun.tables;
  const total = replay?.entries.length ?? 0;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(total, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'Home') setStep(0);
      else if (e.key === 'End') setStep(total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);
  // The list follows the step, scrolling itself only (never the page under the buttons).
  const list = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step is drawn
  useEffect(() => {
    const ol = list.current;
    const current = ol?.querySelector<HTMLElement>('.current');
    if (ol && current) ol.scrollTop = current.offsetTop - ol.offsetTop - ol.clientHeight / 2;
  }, [step]);
  const state = useMemo(
    () => (replay && game && tables ? stateAt(game, replay, tables, step, seat) : null),
    [replay, game, tables, step, seat],
  );
  // The whole log in words, as the chosen seat saw it happen.
  const happened = useMemo(
    () => (replay && game && tables ? replay.entries.map((_, i) => eventsAt(game, replay, tables, i + 1, seat)) : null),
    [replay, game, tables, seat],
  );
  if (!replay) return <p className="loading">{problem ?? '…'}</p>;
  const summary = replay.table;
  const web = webGame(summary.game);
  const name = (s: number | null) => (s === null ? '' : seatLabel(summary, s, t));
  const words = (i: number): string => {
    const entry = replay.entries[i];
    if (entry.type !== 'move') return `${name(entry.seat)} ${t(`replay.${entry.type}`)}`;
    const events = happened?.[i] ?? [];
    if (events.length === 0) return `${name(entry.seat)} ${describeGeneric(entry.move, lang)}`;
    return events.map((e) => describeEvent(web.words, e, lang, name)).join(' ');
  };
  const View = web.Table;
  return (
    <div className={`replay game-${summary.game}`} data-step={step}>
      <div className="panel">
        <h2>
          {t('replay.title')}: {summary.title} <a href={href({ page: 'rules', game: summary.game })}>{t('lobby.rules')}</a>
        </h2>
        <p className={`seed-check ${check}`} role="status">
          {t(`replay.check.${check}`)}
          {replay.seedHash && (
            <>
              <br />
              <code>sha256 {replay.seedHash}</code>
            </>
          )}
        </p>
        <div className="steps" role="toolbar" aria-label={t('replay.title')}>
          <button type="button" onClick={() => setStep(0)} disabled={step === 0}>
            « {t('replay.first')}
          </button>
          <button type="button" onClick={() => setStep(step - 1)} disabled={step === 0}>
            ‹ {t('replay.back')}
          </button>
          <span className="step" aria-live="polite">
            {t('replay.step', { n: step, total })}
          </span>
          <button type="button" onClick={() => setStep(step + 1)} disabled={step >= total}>
            {t('replay.forward')} ›
          </button>
          <button type="button" onClick={() => setStep(total)} disabled={step >= total}>
            {t('replay.last')} »
          </button>
        </div>
        <input
          type="range"
          min={0}
          max={total}
          value={step}
          onChange={(e) => setStep(Number(e.target.value))}
          aria-label={t('replay.jump')}
        />
        {summary.players > 1 && (
          <label className="seen-by">
            {t('replay.seenBy')}{' '}
            <select value={seat ?? ''} onChange={(e) => setSeat(e.target.value === '' ? null : Number(e.target.value))}>
              <option value="">{t('replay.spectator')}</option>
              {Array.from({ length: summary.players }, (_, s) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed places at the table
                <option key={s} value={s}>
                  {name(s)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {(problem ?? rerun.error) && (
        <p className="problem" role="alert">
          {t('replay.problem', { message: problem ?? rerun.error ?? '' })}
        </p>
      )}
      {state && (
        <div className="table-page replay-table" data-seq={state.seq} data-status={state.status}>
          <p className="turn">
            {state.actors.length > 0 && state.status !== 'over'
              ? t('table.turn.other', { name: state.actors.map(name).join(', ') })
              : t('table.result')}
          </p>
          {state.events.length > 0 && (
            <ul className="step-events" aria-label={t('table.log')}>
              {state.events.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one step's events, in order
                <li key={i}>{describeEvent(web.words, e, lang, name)}</li>
              ))}
            </ul>
          )}
          <Suspense fallback={<p className="loading">…</p>}>
            <View state={state} summary={summary} me={null} play={ignore} send={ignore} hint={null} readOnly />
          </Suspense>
        </div>
      )}
      <div className="panel">
        <ol className="entries" ref={list}>
          {replay.entries.map((entry, i) => (
            <li key={entry.seq} className={i === step - 1 ? 'current' : i < step ? 'done' : 'todo'}>
              <button type="button" onClick={() => setStep(i + 1)}>
                {entry.seq}. {words(i)} {entry.by !== 'human' ? `(${t(`replay.by.${entry.by}`)})` : ''}
              </button>
            </li>
          ))}
        </ol>
        {step === total && replay.result && (
          <p className="outcome">
            {t('table.result')}: {replay.result.places.map((p, s) => t('table.place', { place: p, name: name(s) })).join(', ')}
          </p>
        )}
        <a href={href({ page: 'lobby' })}>{t('table.lobby')}</a>
      </div>
    </div>
  );
}
