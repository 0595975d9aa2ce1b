import type { BollocksView, Turn } from '@parlour/games/bollocks';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { NAMES, type RankKey, type SuitKey } from '../../i18n/names.ts';
import { Card, CardBack } from '../../svg/Card.tsx';
import { suitKeyOf } from '../../svg/cardCode.ts';
import { SuitIcon } from '../../svg/suits.tsx';
import { Thumb } from '../../svg/Thumb.tsx';
import { Prompt } from '../Prompt.tsx';
import { Seats, seatLabel } from '../Seats.tsx';
import type { TableViewProps } from '../types.ts';
import { type Choice, chosenPlay, legalOf, options } from './declare.ts';

const NUMBERS: readonly RankKey[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['hearts', 'diamonds', 'clubs', 'spades', 'crowns', 'stars', 'shields', 'rainbows'] as const;
const NONE: Choice = { card: null, number: null, suit: null };

/** SuitUP Bollocks: lay a card and declare, vote thumbs up or down, the reveal and the penalties. */
export default function BollocksTable({ state, summary, play }: TableViewProps) {
  const { t, lang } = useI18n();
  const view = state.view as BollocksView;
  const legal = useMemo(() => legalOf(state), [state]);
  const [choice, setChoice] = useState<Choice>(NONE);
  // A new state starts the choice afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the state's seq on purpose
  useEffect(() => setChoice(NONE), [state.seq]);
  const open = options(legal, choice);
  const declare = chosenPlay(legal, choice);
  const skip = legal.find((m) => m.type === 'skip');
  const up = legal.find((m) => m.type === 'vote' && m.thumbs === 'up');
  const down = legal.find((m) => m.type === 'vote' && m.thumbs === 'down');
  const playing = open.cards.size > 0;
  const suitName = (suit: string) => NAMES[lang].suits[suitKeyOf(suit) ?? 'S'];
  const numberName = (n: string) => NAMES[lang].ranks[n as RankKey] ?? n;
  const last = view.history.at(-1);
  const pick = (part: keyof Choice, value: string) => setChoice({ ...choice, [part]: choice[part] === value ? null : value });
  const acting = state.status === 'playing' && view.seat !== null && state.actors.includes(view.seat);
  const prompt = !acting
    ? null
    : view.phase === 'vote'
      ? t('bollocks.prompt.vote')
      : view.active
        ? t('bollocks.prompt.match', { number: numberName(view.active.number), suit: suitName(view.active.suit) })
        : t('bollocks.prompt.free');
  return (
    <div className="bollocks felt">
      <Prompt text={prompt} />
      <Seats summary={summary} state={state}>
        {(seat) => <span className="seat-info">{t('bluff.cards', { n: view.handSizes[seat] })}</span>}
      </Seats>
      <section className="centre">
        <div className="pile-stack">
          {/* Each card keyed and turned by its place in the whole centre: only a new one comes in, and none shifts. */}
          {view.centre
            .map((c, n) => ({ c, n }))
            .slice(-5)
            .map(({ c, n }) => (
              <span key={n} className="batch" style={{ transform: `rotate(${((n * 37) % 21) - 10}deg)` }}>
                {c.up && c.card ? <Card code={c.card} width={54} /> : <CardBack width={54} />}
              </span>
            ))}
        </div>
        <p>{t('bollocks.draw', { n: view.drawPile })}</p>
        <p className="rank">
          {view.active ? (
            <>
              <SuitIcon suit={suitKeyOf(view.active.suit) as SuitKey} label={suitName(view.active.suit)} size={22} />{' '}
              {t('bollocks.active', { number: numberName(view.active.number), suit: suitName(view.active.suit) })}
            </>
          ) : (
            view.phase === 'play' && t('bollocks.free')
          )}
        </p>
        {view.pending && (
          <p className="claim">
            {t('bollocks.claims', {
              name: seatLabel(summary, view.pending.seat, t),
              number: numberName(view.pending.number),
              suit: suitName(view.pending.suit),
            })}
          </p>
        )}
        {view.phase === 'vote' && view.waiting.length > 0 && (
          <p>{t('bollocks.waiting', { names: view.waiting.map((s) => seatLabel(summary, s, t)).join(', ') })}</p>
        )}
        {last && view.phase !== 'vote' && <LastTurn key={view.history.length} turn={last} summary={summary} />}
      </section>
      {(up || down) && (
        <div className="decide actions">
          {up && (
            <button type="button" className="move" onClick={() => play(up)}>
              <Thumb /> {t('bollocks.up')}
            </button>
          )}
          {down && (
            <button type="button" className="move primary" onClick={() => play(down)}>
              <Thumb down /> {t('bollocks.down')}
            </button>
          )}
        </div>
      )}
      {view.seat !== null && (
        <section className="my-hand" aria-label={t('bluff.hand')}>
          {playing && <p>{t('bollocks.pickCard')}</p>}
          <div className="fan">
            {view.hand.map((code, i) => (
              <button
                key={code}
                type="button"
                data-pick="card"
                className={`pick${choice.card === code ? ' picked' : ''}`}
                aria-pressed={choice.card === code}
                disabled={!open.cards.has(code)}
                style={{ '--i': i - (view.hand.length - 1) / 2 } as CSSProperties}
                onClick={() => pick('card', code)}
              >
                <Card code={code} width={58} />
              </button>
            ))}
          </div>
          {playing && (
            <div className="declaration">
              <fieldset>
                <legend>{t('bollocks.number')}</legend>
                {NUMBERS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    data-pick="number"
                    className={`pick chip${choice.number === n ? ' picked' : ''}`}
                    aria-pressed={choice.number === n}
                    // A figure reads as itself; a letter (A, J, Q, K) is named ("Jack").
                    aria-label={/^\d+$/.test(n) ? undefined : numberName(n)}
                    disabled={!open.numbers.has(n)}
                    onClick={() => pick('number', n)}
                  >
                    {n}
                  </button>
                ))}
              </fieldset>
              <fieldset>
                <legend>{t('bollocks.suit')}</legend>
                {SUITS.map((s) => (
                  <button
                    key={s}
                    type="button"
                    data-pick="suit"
                    className={`pick chip${choice.suit === s ? ' picked' : ''}`}
                    aria-pressed={choice.suit === s}
                    disabled={!open.suits.has(s)}
                    onClick={() => pick('suit', s)}
                  >
                    <SuitIcon suit={suitKeyOf(s) as SuitKey} label={suitName(s)} size={24} />
                  </button>
                ))}
              </fieldset>
              <button type="button" className="move primary" disabled={!declare} onClick={() => declare && play(declare)}>
                {t('bollocks.declare', {
                  number: choice.number ? numberName(choice.number) : '…',
                  suit: choice.suit ? suitName(choice.suit) : '…',
                })}
              </button>
            </div>
          )}
          {skip && (
            <button type="button" className="move" onClick={() => play(skip)}>
              {t('bollocks.skip')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}

/** The last resolved turn: the card turned over and who drew, shown as it happens. */
function LastTurn({ turn, summary }: { turn: Turn; summary: TableViewProps['summary'] }) {
  const { t, lang } = useI18n();
  const name = (seat: number) => seatLabel(summary, seat, t);
  if (turn.skip) return <p className="outcome-line">{t('bollocks.skipped', { name: name(turn.seat) })}</p>;
  const said = t('bollocks.claims', {
    name: name(turn.seat),
    number: NAMES[lang].ranks[turn.number as RankKey],
    suit: NAMES[lang].suits[suitKeyOf(turn.suit) ?? 'S'],
  });
  if (!turn.revealed)
    return (
      <p className="outcome-line">
        {said} — {t('bollocks.allUp')}
      </p>
    );
  const truth = turn.revealed === `${turn.number}-${turn.suit}`;
  return (
    <div className="reveal" role="status">
      <p>{said}</p>
      <div className="revealed">
        <span className="flip">
          <Card code={turn.revealed} width={54} />
        </span>
      </div>
      <p className={truth ? 'truth' : 'lie'}>{truth ? t('bollocks.true') : t('bollocks.bluff', { name: name(turn.seat) })}</p>
      <p className="draws">{turn.draws.map((d) => `${name(d.seat)} +${d.count}`).join(' · ')}</p>
    </div>
  );
}
