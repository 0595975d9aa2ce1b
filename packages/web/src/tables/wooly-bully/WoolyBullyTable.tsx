import type { PlacedTile, WoolyBullyMove, WoolyBullyView } from '@parlour/games/wooly-bully';
import { COLOURS, fieldsNow, runningScores, tileOf } from '@parlour/games/wooly-bully';
import { type PointerEvent, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { Tile } from '../../svg/Tile.tsx';
import { faceFromSpec, SHEEP, SHEEP_NAMES, type TileFace } from '../../svg/tileFace.ts';
import { Prompt } from '../Prompt.tsx';
import { Seats } from '../Seats.tsx';
import type { TableViewProps } from '../types.ts';
import { useBoardHeight } from './fit.ts';
import { cellsFor, type Held, type Orientation, orientations, placingsOf, playableTiles } from './moves.ts';
import { whereWords } from './where.ts';

const ANCHOR_KEY = 'parlour.wooly.anchor';

/** A tile's face as drawn; the shepherd's own face is its first. */
function faceOfTile(tile: string, face: number): TileFace | null {
  if (tile === 'square') return { edges: ['V', 'V', 'V', 'V'], pattern: 'mono', character: 'square' };
  return faceFromSpec(tileOf(tile).faces[face]);
}

const colourIndex = (colour: string | null): number => (colour ? COLOURS.indexOf(colour as (typeof COLOURS)[number]) : -1);

/** Wooly Bully: a pannable, zoomable board; the hand with faces and rotations; the legal cells lit. */
export default function WoolyBullyTable({ state, summary, play }: TableViewProps) {
  const { t, lang } = useI18n();
  const view = state.view as WoolyBullyView;
  const legal = state.legal as WoolyBullyMove[];
  const [held, setHeld] = useState<Held | null>(null);
  const [orientation, setOrientation] = useState<Orientation | null>(null);
  const [zoom, setZoom] = useState(56);
  const [anchored, setAnchored] = useState(() => localStorage.getItem(ANCHOR_KEY) !== 'scroll');
  const playable = playableTiles(legal);
  const placings = held ? placingsOf(legal, held) : [];
  const turns = orientations(placings);
  const lit = cellsFor(placings, orientation);
  const end = legal.find((m) => m.type === 'end');
  const quit = legal.find((m) => m.type === 'quit');
  const canReveal = legal.some((m) => m.type === 'reveal');
  const myColour = colourIndex(view.colour);
  // Counted from the board (public) and the colours this seat knows: a secret colour stays secret.
  const fields = useMemo(() => fieldsNow(view), [view]);
  const running = runningScores(view, fields);
  const root = useRef<HTMLDivElement>(null);
  const boardBox = useRef<HTMLDivElement>(null);
  const handBox = useRef<HTMLElement>(null);
  const boardHeight = useBoardHeight(root, boardBox, handBox);

  // A fresh state may take away what was held.
  useEffect(() => {
    if (held && placingsOf(legal, held).length === 0) {
      setHeld(null);
      setOrientation(null);
    }
  }, [legal, held]);

  const hold = (next: Held) => {
    setHeld(next);
    setOrientation(orientations(placingsOf(legal, next))[0] ?? null);
  };
  const heldFace = (o: Orientation): TileFace | null => {
    if (!held) return null;
    if (held.kind === 'shepherd') return view.colour ? faceOfTile(`shepherd-${view.colour}`, 0) : null;
    const placing = placings.find((m) => m.type === 'character');
    return placing ? faceOfTile(held.tile, 0) : faceOfTile(held.tile, o.face);
  };

  const acting = state.status === 'playing' && view.seat !== null && state.actors.includes(view.seat);
  const placing = legal.some((m) => m.type === 'place');
  const prompt = !acting
    ? null
    : placing
      ? t(view.turn.placed === 0 ? 'woolyBully.prompt.place' : 'woolyBully.prompt.second')
      : view.turn.any
        ? t('woolyBully.prompt.end')
        : t('woolyBully.prompt.none');
  return (
    <div className="wooly-bully felt" ref={root}>
      <Prompt text={prompt} />
      <Seats summary={summary} state={state}>
        {(seat) => {
          const colour = colourIndex(view.colours[seat]);
          const quitInfo = view.quits.find((q) => q.seat === seat);
          return (
            <span className="seat-info">
              {t('woolyBully.tiles', { n: view.handSizes[seat] })}
              {colour >= 0 && (
                <span className="sheep-swatch">
                  <svg width="14" height="14" aria-hidden="true">
                    <rect width="14" height="14" rx="3" fill={`url(#sheep-${colour})`} />
                  </svg>{' '}
                  {view.revealed[seat]
                    ? t('woolyBully.revealed', { colour: SHEEP_NAMES[lang][colour] })
                    : SHEEP_NAMES[lang][colour]}
                </span>
              )}
              {quitInfo && <small> · {t('woolyBully.quitted', { bonus: quitInfo.bonus })}</small>}
              {view.box === seat && <small> · {t('woolyBully.box')}</small>}
              <span className="running">
                {running[seat] === null ? t('woolyBully.running.secret') : t('woolyBully.running', { n: running[seat] })}
              </span>
            </span>
          );
        }}
      </Seats>
      <p className="bag">
        {t('woolyBully.bag', { n: view.bagSize })}
        {myColour >= 0 && (
          <>
            {' · '}
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" rx="3" fill={`url(#sheep-${myColour})`} />
            </svg>{' '}
            {t('woolyBully.colour', { colour: SHEEP_NAMES[lang][myColour] })}
          </>
        )}
      </p>
      <p className="fields-now">
        {t('woolyBully.fieldsNow')}{' '}
        {COLOURS.map((colour, i) => (
          <span key={colour} className="sheep-swatch">
            <svg width="14" height="14" aria-hidden="true">
              <rect width="14" height="14" rx="3" fill={`url(#sheep-${i})`} />
            </svg>
            {t('woolyBully.fieldWorth', { colour: SHEEP_NAMES[lang][i], n: fields[colour] })}
          </span>
        ))}
      </p>
      <div className="actions zoom">
        <button type="button" onClick={() => setZoom((z) => Math.min(120, z + 12))} aria-label={t('woolyBully.zoomIn')}>
          +
        </button>
        <button type="button" onClick={() => setZoom((z) => Math.max(24, z - 12))} aria-label={t('woolyBully.zoomOut')}>
          −
        </button>
        <label className="check">
          <input
            type="checkbox"
            checked={anchored}
            onChange={(e) => {
              setAnchored(e.target.checked);
              localStorage.setItem(ANCHOR_KEY, e.target.checked ? 'fixed' : 'scroll');
            }}
          />{' '}
          {t('woolyBully.anchor')}
        </label>
      </div>
      <Board
        box={boardBox}
        height={boardHeight}
        board={view.board}
        zoom={zoom}
        lit={lit}
        heldFace={orientation ? heldFace(orientation) : null}
        rotation={orientation?.rot ?? 0}
        play={play}
      />
      {view.hand && (
        <section ref={handBox} className={`wooly-bully-hand${anchored ? ' anchored' : ''}`} aria-label={t('woolyBully.hand')}>
          <div className="tiles">
            {view.hand.map((tile) => {
              const face = faceOfTile(tile, 0);
              return (
                <button
                  key={tile}
                  type="button"
                  data-pick="hand"
                  className={`pick${held?.kind === 'tile' && held.tile === tile ? ' picked' : ''}`}
                  disabled={!playable.has(tile)}
                  aria-pressed={held?.kind === 'tile' && held.tile === tile}
                  onClick={() => hold({ kind: 'tile', tile })}
                >
                  {face && <Tile face={face} size={52} />}
                </button>
              );
            })}
            {canReveal && (
              <button
                type="button"
                className={`pick reveal${held?.kind === 'shepherd' ? ' picked' : ''}`}
                onClick={() => hold({ kind: 'shepherd' })}
              >
                {t('woolyBully.reveal')}
              </button>
            )}
          </div>
          {held && turns.length > 0 && (
            <div className="turns" role="radiogroup" aria-label={t('woolyBully.choose')}>
              <span className="turns-label" aria-hidden="true">
                {t('woolyBully.orientations')}
              </span>
              {turns.map((o) => {
                const face = heldFace(o);
                const chosen = orientation?.face === o.face && orientation.rot === o.rot;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: a row of drawn tiles reads better as buttons
                  <button
                    key={`${o.face}:${o.rot}`}
                    type="button"
                    role="radio"
                    aria-checked={chosen}
                    className={chosen ? 'picked' : ''}
                    aria-label={t('woolyBully.orientation', { face: o.face + 1, deg: o.rot * 90 })}
                    onClick={() => setOrientation(o)}
                  >
                    {face && <Tile face={face} rotation={o.rot} size={40} />}
                  </button>
                );
              })}
            </div>
          )}
          <div className="actions">
            {end && (
              <button type="button" className="move primary" onClick={() => play(end)}>
                {t('woolyBully.end')}
              </button>
            )}
            {quit && (
              <button type="button" className="quit" onClick={() => play(quit)}>
                {t('woolyBully.quit')}
              </button>
            )}
          </div>
        </section>
      )}
      {state.result && <Scoring state={state} />}
    </div>
  );
}

type Placing = ReturnType<typeof cellsFor>[number];

/** The board: tiles where they lie, lit cells for the held tile, panned by drag and zoomed by buttons. */
function Board({
  box,
  height: boxHeight,
  board,
  zoom,
  lit,
  heldFace,
  rotation,
  play,
}: {
  box: RefObject<HTMLDivElement | null>;
  /** Fitted to the window with the hand below (see fit.ts). */
  height: number | undefined;
  board: readonly PlacedTile[];
  zoom: number;
  lit: readonly Placing[];
  heldFace: TileFace | null;
  rotation: number;
  play: (move: unknown) => void;
}) {
  const { t } = useI18n();
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const bounds = useMemo(() => {
    const xs = [...board.map((p) => p.x), ...lit.map((m) => m.x)];
    const ys = [...board.map((p) => p.y), ...lit.map((m) => m.y)];
    return { minX: Math.min(...xs) - 1, maxX: Math.max(...xs) + 1, minY: Math.min(...ys) - 1, maxY: Math.max(...ys) + 1 };
  }, [board, lit]);
  const width = (bounds.maxX - bounds.minX + 1) * zoom;
  const height = (bounds.maxY - bounds.minY + 1) * zoom;
  const px = (x: number) => (x - bounds.minX) * zoom;
  const py = (y: number) => (y - bounds.minY) * zoom;
  // Keep the Village Square in view when the board first draws.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on the first draw
  useEffect(() => {
    const el = box.current;
    if (el) {
      el.scrollLeft = px(0) - el.clientWidth / 2 + zoom / 2;
      el.scrollTop = py(0) - el.clientHeight / 2 + zoom / 2;
    }
  }, []);
  const down = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as Element).closest('button')) return;
    const el = box.current;
    if (el) drag.current = { x: e.clientX, y: e.clientY, left: el.scrollLeft, top: el.scrollTop };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !box.current) return;
    box.current.scrollLeft = drag.current.left - (e.clientX - drag.current.x);
    box.current.scrollTop = drag.current.top - (e.clientY - drag.current.y);
  };
  return (
    <div
      ref={box}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls, so it takes focus and a keyboard can scroll it too (axe: scrollable-region-focusable)
      tabIndex={0}
      className="board"
      style={boxHeight ? { height: boxHeight } : undefined}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={() => (drag.current = null)}
      onPointerLeave={() => (drag.current = null)}
    >
      <div className="board-inner" style={{ width, height }}>
        <svg width={width} height={height} aria-hidden="false" role="img" aria-label="board">
          {board.map((p) => {
            const face = faceOfTile(p.tile, p.face);
            // A hunter or guard that covers this tile's wolf or fisherman, drawn small in its corner.
            const cover = p.cover ? faceOfTile(p.cover, 0) : null;
            return face ? (
              <g key={`${p.x},${p.y}`} className="placed" transform={`translate(${px(p.x)} ${py(p.y)})`}>
                <Tile face={face} rotation={p.rot} size={zoom} />
                {cover && <Tile face={cover} size={zoom * 0.45} x={zoom * 0.55} y={zoom * 0.55} />}
              </g>
            ) : null;
          })}
        </svg>
        {lit.map((m) => (
          <button
            key={`${m.x},${m.y}`}
            type="button"
            className="lit move"
            style={{ left: px(m.x), top: py(m.y), width: zoom, height: zoom }}
            aria-label={t('woolyBully.cell', { where: whereWords(m.x, m.y, t) })}
            onClick={() => play(m)}
          >
            {heldFace && (
              <span className="ghost">
                <Tile face={heldFace} rotation={m.type === 'character' ? 0 : rotation} size={zoom - 4} />
              </span>
            )}
          </button>
        ))}
      </div>
    </div>
  );
}

interface Details {
  readonly colours: readonly string[];
  readonly fields: readonly { sheep: number; fish: number; tiles: number }[];
  readonly bonuses: readonly number[];
  readonly box: number | null;
}

/** The end of the game: each player's best field, piece by piece. */
function Scoring({ state }: { state: TableViewProps['state'] }) {
  const { t, lang } = useI18n();
  const details = state.result?.details as Details | undefined;
  if (!details?.fields) return null;
  return (
    <section className="scoring" aria-label={t('woolyBully.score')}>
      <h3>{t('woolyBully.score')}</h3>
      <table>
        <thead>
          <tr>
            <th />
            <th>{t('woolyBully.sheep')}</th>
            <th>{t('woolyBully.fish')}</th>
            <th>{t('woolyBully.fieldTiles')}</th>
            <th>{t('woolyBully.bonus')}</th>
            <th>{t('woolyBully.box')}</th>
            <th>{t('woolyBully.total')}</th>
          </tr>
        </thead>
        <tbody>
          {details.fields.map((field, seat) => {
            const colour = colourIndex(details.colours[seat]);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
              <tr key={seat}>
                <th scope="row">
                  <span style={{ color: SHEEP[colour]?.ink }}>■</span> {SHEEP_NAMES[lang][colour] ?? ''}
                </th>
                <td>{field.sheep}</td>
                <td>{field.fish}</td>
                <td>{field.tiles}</td>
                <td>{details.bonuses[seat]}</td>
                <td>{details.box === seat ? -2 : 0}</td>
                <td>
                  <strong>{state.result?.scores[seat]}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
