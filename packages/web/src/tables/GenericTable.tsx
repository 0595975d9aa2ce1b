import { useI18n } from '../i18n/context.tsx';
import { Card } from '../svg/Card.tsx';
import { parseCard } from '../svg/cardCode.ts';
import { describeGeneric } from './describe.ts';
import type { TableViewProps } from './types.ts';

/**
 * The fallback for a game whose own view has not landed: the cards in the view drawn,
 * and each legal move as a button in words. Still only the server's legal moves.
 */
export default function GenericTable({ state, play }: TableViewProps) {
  const { t, lang } = useI18n();
  const cards = collectCards(state.view);
  return (
    <div className="generic-table">
      {cards.length > 0 && (
        <section className="hand" aria-label="cards">
          {cards.map((code) => (
            <Card key={code} code={code} width={48} />
          ))}
        </section>
      )}
      {state.legal.length > 0 && <p>{t('table.legal', { n: state.legal.length })}</p>}
      <div className="moves">
        {state.legal.slice(0, 200).map((move, i) => (
          <button key={JSON.stringify(move)} type="button" className="move" data-move={i} onClick={() => play(move)}>
            {describeGeneric(move, lang)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Strings in the viewer's own hand, if the view has one, that read as cards. */
function collectCards(view: unknown): string[] {
  if (!view || typeof view !== 'object') return [];
  const hand = (view as { hand?: unknown }).hand;
  return Array.isArray(hand) ? hand.filter((c): c is string => typeof c === 'string' && parseCard(c) !== null) : [];
}
