import type { Suit } from '@parlour/engine';
import { type BisleyMove, type BisleyView, MAX_DEAL } from '@parlour/games/bisley';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { NAMES } from '../../i18n/names.ts';
import { playAgain } from '../../pages/again.ts';
import { Card, CardSlot } from '../../svg/Card.tsx';
import { cardName, parseCard } from '../../svg/cardCode.ts';
import { Prompt } from '../Prompt.tsx';
import type { TableViewProps } from '../types.ts';
import { BisleyStats } from './BisleyStats.tsx';
import { homeMove, movable, moveTo, targetsFrom } from './moves.ts';

const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** The solver's verdict that comes with a hint, as the player reads it. */
const VERDICT_TEXT = {
  winnable: 'bisley.winnable.yes',
  unwinnable: 'bisley.winnable.no',
  undecided: 'bisley.winnable.unknown',
} as const;

/** Bisley: 13 columns and the ace and king foundations; click, drag or keyboard to move. */
export default function BisleyTable({ state, summary, play, send, hint, verdict, readOnly }: TableViewProps) {
  const { t, lang } = useI18n();
  const view = state.view as BisleyView;
  const legal = state.legal as BisleyMove[];
  const [selected, setSelected] = useState<number | null>(null);
  const [auto, setAuto] = useState(false);
  const hinted = hint as BisleyMove | null;

  // A new state clears a selection that no longer has anywhere to go.
  useEffect(() => {
    if (selected !== null && !movable(legal, selected)) setSelected(null);
  }, [legal, selected]);

  // Auto-play sends one home-going move per state until none is left.
  useEffect(() => {
    if (!auto) return;
    const next = homeMove(legal, (m) => m.type === 'foundation' && m.pile === 'king' && startsKingPile(view, m.from));
    if (next) play(next);
    else setAuto(false);
  }, [auto, legal, view, play]);

  const choose = (from: number) => {
    if (!movable(legal, from)) return;
    const targets = targetsFrom(legal, from);
    if (targets.piles.length + targets.columns.length === 1) {
      const only = legal.find((m) => m.from === from);
      if (only) play(only);
      setSelected(null);
    } else setSelected(selected === from ? null : from);
  };
  const drop = (from: number, target: { pile: 'ace' | 'king' } | { column: number }) => {
    const move = moveTo(legal, from, target);
    if (move) play(move);
    setSelected(null);
  };
  // A won deal is done; a lost one can be undone out of its dead end.
  const canUndo = Boolean(state.canUndo) && state.result?.outcome !== 'won';
  const undo = () => send({ type: 'undo', table: summary.id, seq: state.seq });
  const redo = () => send({ type: 'redo', table: summary.id, seq: state.seq });
  const askHint = () => send({ type: 'hint', table: summary.id });
  const playDeal = (deal: number | undefined) => {
    const { deal: _, ...rest } = summary.options;
    playAgain(summary, deal === undefined ? rest : { ...rest, deal }).catch(() => {});
  };
  const dealNo = typeof summary.options.deal === 'number' ? summary.options.deal : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 'Escape') setSelected(null);
      else if (e.key === 'u' && canUndo) undo();
      else if (e.key === 'r' && state.canRedo) redo();
      else if (e.key === 'h') askHint();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const targets = selected === null ? { piles: [], columns: [] } : targetsFrom(legal, selected);
  const selectedCard = selected === null ? null : (view.columns[selected].at(-1) ?? null);
  const isHint = (m: Partial<BisleyMove>) =>
    hinted !== null && Object.entries(m).every(([k, v]) => (hinted as Record<string, unknown>)[k] === v);
  const prompt =
    state.status !== 'playing' || legal.length === 0
      ? null
      : selected === null
        ? t('bisley.prompt.pick')
        : t('bisley.prompt.target');
  return (
    <div className="bisley">
      <Prompt text={prompt} />
      {!readOnly && (
        <div className="toolbar" role="toolbar">
          <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="u">
            {t('table.undo')}
          </button>
          <button type="button" onClick={redo} disabled={!state.canRedo} aria-keyshortcuts="r">
            {t('bisley.redo')}
          </button>
          <button type="button" onClick={askHint} disabled={legal.length === 0} aria-keyshortcuts="h">
            {t('bisley.hint')}
          </button>
          <button type="button" onClick={askHint} disabled={legal.length === 0}>
            {t('bisley.winnable')}
          </button>
          <button type="button" onClick={() => setAuto(true)} disabled={legal.length === 0 || auto} aria-pressed={auto}>
            {t('bisley.auto')}
          </button>
        </div>
      )}
      <div className="toolbar deal">
        <span className="stat">{t('bisley.moves', { n: view.moves })}</span>
        <span className="stat">
          {dealNo !== null ? t('bisley.deal', { n: dealNo }) : t('bisley.randomDeal', { n: summary.seedHash?.slice(0, 8) ?? '' })}
        </span>
        {!readOnly && <DealForm onDeal={playDeal} />}
      </div>
      {hinted && (
        <p className="hint" role="status">
          {verdict && `${t(VERDICT_TEXT[verdict as keyof typeof VERDICT_TEXT])} `}
          {t('bisley.hint')}: {describeMove(hinted, view, lang, t)}
        </p>
      )}
      {selectedCard && (
        <p className="selection" role="status">
          {t('bisley.select', { card: cardName(selectedCard, lang) })}
        </p>
      )}
      <section className="foundations" aria-label={t('bisley.foundations')}>
        {SUITS.map((suit) => {
          const pile = view.foundations[suit];
          const suitName = NAMES[lang].suits[suit];
          return (
            <div key={suit} className="foundation">
              {(['king', 'ace'] as const).map((kind) => {
                const top = kind === 'ace' ? pile.ace : pile.king;
                const target =
                  selected !== null && targets.piles.includes(kind) && selectedCard !== null && suitOf(selectedCard) === suit;
                const label = `${t(kind === 'ace' ? 'bisley.ace' : 'bisley.king')} ${suitName}: ${top ? cardName(top, lang) : t('bisley.empty')}`;
                return (
                  <button
                    key={kind}
                    type="button"
                    className={`pile ${kind}${target ? ' target' : ''}${isHint({ type: 'foundation', pile: kind }) && hinted && suitOf(view.columns[hinted.from].at(-1) ?? '') === suit ? ' hinted' : ''}`}
                    aria-label={label}
                    disabled={!target}
                    onClick={() => selected !== null && drop(selected, { pile: kind })}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={(e) => drop(Number(e.dataTransfer.getData('text/plain')), { pile: kind })}
                  >
                    {top ? <Card key={top} code={top} width={52} /> : <CardSlot width={52} label={label} />}
                  </button>
                );
              })}
            </div>
          );
        })}
      </section>
      <section className="columns" aria-label={t('bisley.columns')}>
        {view.columns.map((column, c) => {
          const can = movable(legal, c);
          const target = targets.columns.includes(c);
          const name = t('bisley.column', { n: c + 1 });
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed places on the table
              key={c}
              className={`column${target ? ' target' : ''}${selected === c ? ' selected' : ''}`}
              data-column={c}
            >
              {column.length === 0 && <CardSlot width={52} label={`${name}: ${t('bisley.empty')}`} />}
              {column.map((code, i) => {
                const last = i === column.length - 1;
                if (!last)
                  return (
                    <div key={code} className="stacked">
                      <Card code={code} width={52} />
                    </div>
                  );
                return (
                  <button
                    key={code}
                    type="button"
                    // The hint marks the card to move and, for a build, the card it goes onto.
                    className={`available${can ? ' movable' : ''}${isHint({ from: c }) || isHint({ type: 'build', to: c }) ? ' hinted' : ''}`}
                    aria-pressed={selected === c}
                    disabled={!can && !target}
                    draggable={can}
                    onDragStart={(e) => e.dataTransfer.setData('text/plain', String(c))}
                    onDragOver={(e) => target && e.preventDefault()}
                    onDrop={(e) => drop(Number(e.dataTransfer.getData('text/plain')), { column: c })}
                    onClick={() => (target && selected !== null ? drop(selected, { column: c }) : choose(c))}
                  >
                    {/* Named by its content ("column 3: Nine of Diamonds"), so the name holds what the card shows. */}
                    <span className="sr-only">{name}: </span>
                    <Card code={code} width={52} />
                  </button>
                );
              })}
            </div>
          );
        })}
      </section>
      {!readOnly && (
        <details className="bisley-stats">
          <summary>{t('bisley.statistics')}</summary>
          <BisleyStats refresh={state.result ? state.seq : 0} onDeal={playDeal} />
        </details>
      )}
      <span hidden data-legal={legal.length} data-hinted={hinted ? JSON.stringify(hinted) : ''} />
    </div>
  );
}

const suitOf = (code: string): string => {
  const face = parseCard(code);
  return face?.kind === 'suited' ? face.suit : '';
};

function startsKingPile(view: BisleyView, from: number): boolean {
  const code = view.columns[from].at(-1);
  return code !== undefined && view.foundations[suitOf(code) as Suit]?.king === null;
}

function describeMove(move: BisleyMove, view: BisleyView, lang: 'en' | 'ms' | 'fr', t: ReturnType<typeof useI18n>['t']): string {
  const code = view.columns[move.from].at(-1) ?? '';
  if (move.type === 'foundation')
    return t('bisley.move.foundation', {
      card: cardName(code, lang),
      pile: t(move.pile === 'king' ? 'bisley.king' : 'bisley.ace'),
      suit: NAMES[lang].suits[suitOf(code) as Suit] ?? '',
    });
  const onto = view.columns[move.to].at(-1);
  return t('bisley.move.build', {
    card: cardName(code, lang),
    target: onto ? cardName(onto, lang) : t('bisley.column', { n: move.to + 1 }),
  });
}

/** Start a new game on a chosen deal number, or on a fresh random deal. */
function DealForm({ onDeal }: { onDeal: (deal: number | undefined) => void }) {
  const { t } = useI18n();
  const [deal, setDeal] = useState('');
  return (
    <form
      className="deal-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (deal !== '') onDeal(Number(deal));
      }}
    >
      <label>
        <span className="sr-only">{t('bisley.dealNumber')}</span>
        <input
          type="number"
          min={0}
          max={MAX_DEAL}
          step={1}
          required
          value={deal}
          placeholder={t('bisley.dealNumber')}
          onChange={(e) => setDeal(e.target.value)}
          aria-label={t('bisley.dealNumber')}
        />
      </label>
      <button type="submit">{t('bisley.play')}</button>
      <button type="button" onClick={() => onDeal(undefined)}>
        {t('bisley.newDeal')}
      </button>
    </form>
  );
}
