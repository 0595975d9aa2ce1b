import type { BullyView } from '@parlour/games/bully';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { Card, CardBack } from '../../svg/Card.tsx';
import { cardName } from '../../svg/cardCode.ts';
import { Seats, seatLabel } from '../Seats.tsx';
import type { TableViewProps } from '../types.ts';
import { describeEvent } from '../words.ts';
import { shownCard, shownFace } from './face.ts';
import { type BullyMove, cellMove, challengeMove, challengeSources, placeable, placement, QUICK, settingUp } from './moves.ts';
import { bullyWords } from './words.ts';

const COLUMNS = 5;
const TONES = ['red', 'blue'] as const;

/** Bully: the checkered grid with pile heights and the two back colours; the bout step by step. */
export default function BullyTable({ state, summary, play }: TableViewProps) {
  const { t, lang } = useI18n();
  const view = state.view as BullyView;
  const legal = state.legal as BullyMove[];
  const [chosen, setChosen] = useState<number[]>([]);
  const [from, setFrom] = useState<number | null>(null);
  const sources = challengeSources(legal);
  const placing = settingUp(view, state.seat, state.actors);
  const canPlace = placing && state.seat !== null ? placeable(view, state.seat) : new Set<number>();
  const place = placing ? placement(chosen) : undefined;
  // Once set-up is over (by this player or the quick way), the choices made for it go.
  useEffect(() => {
    if (!placing) setChosen([]);
  }, [placing]);
  const quick = placing ? QUICK : undefined;
  const down = legal.find((m) => m.type === 'down');
  const keep = legal.find((m) => m.type === 'keep');
  const actor = state.actors[0];
  const phaseText =
    view.phase === 'place'
      ? t('bully.phase.place')
      : view.phase === 'over' || actor === undefined
        ? ''
        : t(`bully.phase.${view.phase}`, { name: seatLabel(summary, actor, t) });
  const clickCell = (cell: number) => {
    if (placing) {
      if (chosen.length < 4) setChosen([...chosen, cell]);
      return;
    }
    if (from !== null) {
      const move = challengeMove(legal, from, cell);
      setFrom(null);
      if (move) play(move);
      return;
    }
    const move = cellMove(legal, cell);
    if (move) play(move);
    else if (sources.includes(cell)) setFrom(cell);
  };
  // Who won the last bout, said on the table (not only in the log below the fold).
  // The bout being settled counts first: its capture has happened.
  const outcome = [...(view.log.at(-1) ?? []), ...view.recent]
    .reverse()
    .find((e) => e.type === 'capture' || e.type === 'discard');
  const lastBout = outcome ? describeEvent(bullyWords, outcome, lang, (seat) => seatLabel(summary, seat, t)) : null;
  const inBout = new Set(view.bout ? [...view.bout.initiated, ...view.bout.responded] : []);
  return (
    <div className="bully felt">
      <Seats summary={summary} state={state}>
        {(seat) => (
          <span className="seat-info">
            <span className={`back-swatch ${TONES[seat]}`} aria-hidden="true" />{' '}
            {/* The running score: cards left on the grid (a player with none loses). */}
            {t('unit.grid', { n: view.cells.reduce((n, c) => n + (c.owner === seat ? c.height : 0), 0) })} ·{' '}
            {t('bully.captured', { n: view.captured[seat].length })}
            <span className="captures">
              {view.captured[seat].slice(-8).map((code) => (
                <Card key={code} code={code} width={22} />
              ))}
            </span>
          </span>
        )}
      </Seats>
      <p className="phase" aria-live="polite">
        {phaseText} {view.bout?.tied && <strong>{t('bully.tie')}</strong>} <small>{t('bully.bouts', { n: view.bouts })}</small>
      </p>
      {lastBout && (
        <p className="last-bout" aria-live="polite">
          {t('bully.lastBout', { what: lastBout })}
        </p>
      )}
      {from !== null && <p className="selection">{t('bully.from', { n: from + 1 })}</p>}
      {placing && <p className="selection">{t('bully.placeHelp', { n: chosen.length })}</p>}
      <div className="grid" style={{ gridTemplateColumns: `repeat(${COLUMNS}, minmax(0, 1fr))` }}>
        {view.cells.map((cell, i) => {
          const direct = !placing && from === null && cellMove(legal, i) !== undefined;
          const target = from !== null && challengeMove(legal, from, i) !== undefined;
          const startable = !placing && from === null && !direct && sources.includes(i);
          const pickable = placing && canPlace.has(i) && chosen.length < 4;
          const enabled = direct || target || startable || pickable;
          const owner = seatLabel(summary, cell.owner, t);
          const face = shownFace(cell, view.options.memoryAid);
          const card = shownCard(cell, view.options.memoryAid);
          const top = card ? cardName(card, lang) : '';
          const label = `${t('bully.cell', { n: i + 1, height: cell.height, owner })}${top ? `: ${top}${face === 'remembered' ? ` (${t('bully.memory')})` : ''}` : ''}`;
          const times = chosen.filter((c) => c === i).length;
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed places on the grid
              key={i}
              type="button"
              data-pick="cell"
              className={`cell owner-${cell.owner}${direct || target ? ' move' : ''}${startable || pickable ? ' pick' : ''}${inBout.has(i) ? ' in-bout' : ''}${view.tap === i ? ' tap' : ''}`}
              aria-label={label}
              disabled={!enabled}
              onClick={() => clickCell(i)}
            >
              {cell.height === 0 ? (
                <span className="depleted" />
              ) : face === 'up' && card ? (
                <span className="exposed">
                  <Card code={card} width={50} />
                </span>
              ) : (
                <span className={face === 'remembered' ? 'remembered' : ''}>
                  <CardBack width={50} tone={TONES[cell.owner]} />
                  {face === 'remembered' && card && <span className="memo">{top}</span>}
                </span>
              )}
              <span className="height">{cell.height}</span>
              {times > 0 && <span className="chosen">+{times}</span>}
            </button>
          );
        })}
      </div>
      <div className="actions">
        {quick && (
          <button type="button" className="move" onClick={() => play(quick)}>
            {t('bully.quick')}
          </button>
        )}
        {placing && (
          <>
            <button
              type="button"
              className="primary"
              disabled={!place}
              onClick={() => {
                if (place) play(place);
                setChosen([]);
              }}
            >
              {t('bully.place')}
            </button>
            <button type="button" disabled={chosen.length === 0} onClick={() => setChosen([])}>
              {t('create.cancel')}
            </button>
          </>
        )}
        {down && (
          <button type="button" className="move" onClick={() => play(down)}>
            {t('bully.down')}
          </button>
        )}
        {keep && (
          <button type="button" className="move" onClick={() => play(keep)}>
            {t('bully.keep')}
          </button>
        )}
      </div>
    </div>
  );
}
