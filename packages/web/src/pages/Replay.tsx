import type { Replay } from '@parlour/server/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { href } from '../route.ts';
import { describeGeneric } from '../tables/describe.ts';
import { checkSeed, type SeedCheck } from './seedCheck.ts';

/** A finished table step by step: the log with forward, back and jump, and the deal check. */
export default function ReplayPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const [replay, setReplay] = useState<Replay | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [check, setCheck] = useState<SeedCheck>('wait');
  useEffect(() => {
    api
      .replay(id)
      .then((r) => {
        setReplay(r);
        return checkSeed(r.seed, r.seedHash).then(setCheck);
      })
      .catch((e: Error) => setProblem(e.message));
  }, [id]);
  const total = replay?.entries.length ?? 0;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setStep((s) => Math.min(total, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'Home') setStep(0);
      else if (e.key === 'End') setStep(total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [total]);
  if (!replay) return <p className="loading">{problem ?? '…'}</p>;
  const seatName = (seat: number | null) => {
    if (seat === null) return '';
    const info = replay.table.seats.find((s) => s.seat === seat);
    return info?.user?.name ?? info?.bot ?? t('table.seat', { n: seat + 1 });
  };
  return (
    <div className="replay panel">
      <h2>
        {t('replay.title')}: {replay.table.title}
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
      <div className="steps" role="toolbar">
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
        aria-label={t('replay.step', { n: step, total })}
      />
      <ol className="entries">
        {replay.entries.map((entry, i) => (
          <li key={entry.seq} className={i === step - 1 ? 'current' : i < step ? 'done' : 'todo'}>
            <button type="button" onClick={() => setStep(i + 1)}>
              {entry.seq}. {seatName(entry.seat)} {entry.type === 'move' ? describeGeneric(entry.move, lang) : entry.type}{' '}
              {entry.by !== 'human' ? `(${entry.by})` : ''}
            </button>
          </li>
        ))}
      </ol>
      {step === total && replay.result && (
        <p className="outcome">
          {t('table.result')}: {replay.result.places.map((p, seat) => `${seatName(seat)} ${p}`).join(', ')}
        </p>
      )}
      <a href={href({ page: 'lobby' })}>{t('table.lobby')}</a>
    </div>
  );
}
