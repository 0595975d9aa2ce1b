import type { BluffMove, BluffView, Declaration } from '@parlour/games/bluff';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import type { Translate } from '../../i18n/lang.ts';
import { NAMES } from '../../i18n/names.ts';
import { Card, CardBack } from '../../svg/Card.tsx';
import { cardName } from '../../svg/cardCode.ts';
import { Prompt } from '../Prompt.tsx';
import { Seats, seatLabel } from '../Seats.tsx';
import type { TableViewProps } from '../types.ts';

/** Bluff: pick 1-4 cards and declare; call or let it go; the reveal; every seat's cards and bullets. */
export default function BluffTable({ state, summary, play }: TableViewProps) {
  const { t, lang } = useI18n();
  const view = state.view as BluffView;
  const [picked, setPicked] = useState<string[]>([]);
  // The moves are worked out from the view (the page asks for no legal list): a seat that
  // acts declares 1-4 of its cards, or in a call window calls or lets it go.
  const acting = state.status === 'playing' && view.seat !== null && state.actors.includes(view.seat);
  const declaring = acting && view.phase === 'declare';
  const rank = NAMES[lang].ranks[view.rank];
  // Cards go out in hand order, as the rules list them.
  const chosen = useMemo(() => view.hand.filter((c) => picked.includes(c)), [view.hand, picked]);
  const declare: BluffMove | undefined =
    declaring && chosen.length >= 1 && chosen.length <= 4 ? { type: 'declare', cards: chosen } : undefined;
  const call: BluffMove | undefined = acting && view.phase === 'call' ? { type: 'call' } : undefined;
  const letGo: BluffMove | undefined = acting && view.phase === 'call' ? { type: 'let-go' } : undefined;
  useEffect(() => setPicked((p) => p.filter((c) => view.hand.includes(c))), [view.hand]);
  const last = view.history.at(-1);
  const toggle = (code: string) =>
    setPicked((p) => (p.includes(code) ? p.filter((c) => c !== code) : p.length < 4 ? [...p, code] : p));
  const waiting = view.phase === 'call' && view.seat !== null && view.waiting.includes(view.seat);
  const prompt =
    state.status !== 'playing'
      ? null
      : declaring
        ? t('bluff.prompt.declare', { rank })
        : waiting
          ? t('bluff.prompt.call')
          : view.phase === 'call'
            ? t('bluff.prompt.wait')
            : null;
  return (
    <div className="bluff felt">
      <Prompt text={prompt} />
      <Seats summary={summary} state={state}>
        {(seat) => (
          <span className="seat-info">
            <span className="mini-hand">
              {Array.from({ length: Math.min(view.handSizes[seat], 13) }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards have no identity
                <span key={i} className="mini-back" aria-hidden="true" />
              ))}{' '}
              {t('bluff.cards', { n: view.handSizes[seat] })}
            </span>
            {view.bullets && (
              <span className="bullets">
                {'●'.repeat(view.bullets[seat])} {t('bluff.bullets', { n: view.bullets[seat] })}
              </span>
            )}
            {seat !== view.seat && view.known[seat]?.length > 0 && (
              <small>{t('bluff.known', { cards: view.known[seat].map((c) => cardName(c, lang)).join(', ') })}</small>
            )}
          </span>
        )}
      </Seats>
      <section className="centre" aria-label={t('bluff.pile', { n: view.pile.reduce((n, b) => n + b.count, 0) })}>
        <div className="pile-stack">
          {/* Each batch keyed and turned by its place in the whole pile: only a new one comes in, and none shifts. */}
          {view.pile
            .map((_, n) => n)
            .slice(-6)
            .map((n) => (
              <span key={n} className="batch" style={{ transform: `rotate(${((n * 37) % 21) - 10}deg)` }}>
                <CardBack width={54} />
              </span>
            ))}
        </div>
        <p>{t('bluff.pile', { n: view.pile.reduce((n, b) => n + b.count, 0) })}</p>
        {view.phase === 'declare' && <p className="rank">{t('bluff.rank', { rank })}</p>}
        {view.claim && view.phase === 'call' && (
          <p className="claim">
            {t('bluff.claims', {
              name: seatLabel(summary, view.claim.seat, t),
              count: view.claim.count,
              rank: NAMES[lang].ranks[view.claim.rank],
            })}
          </p>
        )}
        {last && view.phase !== 'call' && <Reveal key={view.history.length} last={last} summary={summary} t={t} lang={lang} />}
      </section>
      {(call || letGo) && (
        <div className="decide actions">
          {call && (
            <button type="button" className="move primary" onClick={() => play(call)}>
              {t('bluff.call')}
            </button>
          )}
          {letGo && (
            <button type="button" className="move" onClick={() => play(letGo)}>
              {t('bluff.letGo')}
            </button>
          )}
        </div>
      )}
      {view.seat !== null && (
        <section className="my-hand" aria-label={t('bluff.hand')}>
          {declaring && <p>{t('bluff.pick', { rank })}</p>}
          <div className="fan">
            {view.hand.map((code, i) => (
              <button
                key={code}
                type="button"
                data-pick="cards"
                className={`pick${picked.includes(code) ? ' picked' : ''}`}
                aria-pressed={picked.includes(code)}
                disabled={!declaring}
                style={{ '--i': i - (view.hand.length - 1) / 2 } as CSSProperties}
                onClick={() => toggle(code)}
              >
                <Card code={code} width={58} />
              </button>
            ))}
          </div>
          {declaring && (
            <button
              type="button"
              className="move primary"
              disabled={!declare}
              onClick={() => {
                if (declare) play(declare);
                setPicked([]);
              }}
            >
              {t('bluff.declare', { count: chosen.length || '…', rank })}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

function Reveal({
  last,
  summary,
  t,
  lang,
}: {
  last: Declaration;
  summary: TableViewProps['summary'];
  t: Translate;
  lang: 'en' | 'ms' | 'fr';
}) {
  const said = t('bluff.claims', {
    name: seatLabel(summary, last.seat, t),
    count: last.count,
    rank: NAMES[lang].ranks[last.rank],
  });
  if (last.caller === null || !last.revealed)
    return (
      <p className="outcome-line">
        {said} — {t('bluff.passed')}
      </p>
    );
  const lie = last.taker === last.seat;
  return (
    <div className="reveal" role="status">
      <p>{said}</p>
      <div className="revealed">
        {last.revealed.map((code, i) => (
          <span key={code} className="flip" style={{ animationDelay: `${i * 120}ms` }}>
            <Card code={code} width={54} />
          </span>
        ))}
      </div>
      <p className={lie ? 'lie' : 'truth'}>
        {t(lie ? 'bluff.lie' : 'bluff.truth', { name: seatLabel(summary, last.taker ?? last.seat, t), n: last.taken })}
      </p>
    </div>
  );
}
