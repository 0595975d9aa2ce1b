import { useI18n } from '../i18n/context.tsx';
import { colourOf, type Edge, isFenced, SHEEP, type TileFace, terrainOf, tileName, zonesOf } from './tileFace.ts';

const SIDES = ['N', 'E', 'S', 'W'] as const;
const GROUND = { village: '#d9b38c', forest: '#2f6b3a', pond: '#5fa8d3', meadow: '#a8d572' } as const;

// Triangles from the centre to each edge: N, E, S, W in a 100 x 100 box.
const TRIANGLES = ['50,50 0,0 100,0', '50,50 100,0 100,100', '50,50 100,100 0,100', '50,50 0,100 0,0'];
const EDGE_LINES = [
  [0, 0, 100, 0],
  [100, 0, 100, 100],
  [100, 100, 0, 100],
  [0, 100, 0, 0],
];
// Where a sheep or fish sits in each edge's triangle.
const SPOTS = [
  [50, 20],
  [80, 50],
  [50, 80],
  [20, 50],
];

/** The fill patterns that tell sheep colours apart without colour vision; defined once per page. */
export function SheepPatterns() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true">
      <defs>
        {SHEEP.map((sheep, i) => (
          <pattern key={sheep.pattern} id={`sheep-${i}`} width="6" height="6" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill={sheep.ink} />
            {sheep.pattern === 'stripes' && <rect width="2" height="6" fill="#fff" opacity="0.7" />}
            {sheep.pattern === 'dots' && <circle cx="3" cy="3" r="1.3" fill="#fff" />}
            {sheep.pattern === 'checks' && <path d="M0 0h3v3H0zM3 3h3v3H3z" fill="#5a4a00" opacity="0.6" />}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

function Sheep({ x, y, colour }: { x: number; y: number; colour: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <ellipse rx="9" ry="6.5" fill={`url(#sheep-${colour})`} stroke="#fff" strokeWidth="1.5" />
      <circle cx="9" cy="-2" r="3.5" fill="#333" stroke="#fff" strokeWidth="1" />
    </g>
  );
}

function Fish({ x, y }: { x: number; y: number }) {
  return (
    <path
      transform={`translate(${x} ${y})`}
      d="M-7 0q7-6 12 0q-5 6-12 0zM5 0l5-4v8z"
      fill="#f4a259"
      stroke="#7a3e00"
      strokeWidth="0.8"
    />
  );
}

/** The characters, drawn (no emoji fonts needed): wolf, hunter, fisherman, guard, shepherd, square. */
function CharacterMark({ character }: { character: NonNullable<TileFace['character']> }) {
  return (
    <g>
      <circle cx="50" cy="50" r="22" fill="#fffdf7" stroke="#333" strokeWidth="2" />
      {character === 'wolf' && (
        <g fill="#4a4a52">
          <path d="M34 40l4-14 8 10h8l8-10 4 14-4 14-12 10-12-10z" />
          <circle cx="44" cy="44" r="2.5" fill="#ffd23f" />
          <circle cx="56" cy="44" r="2.5" fill="#ffd23f" />
        </g>
      )}
      {character === 'hunter' && (
        <g stroke="#7a3e00" strokeWidth="3" fill="none">
          <path d="M38 30q20 20 0 40" />
          <line x1="38" y1="30" x2="38" y2="70" strokeWidth="1.5" />
          <line x1="32" y1="50" x2="66" y2="50" />
          <path d="M62 45l6 5-6 5" fill="#7a3e00" />
        </g>
      )}
      {character === 'fisherman' && (
        <g stroke="#1f4fa8" strokeWidth="3" fill="none">
          <line x1="34" y1="68" x2="62" y2="30" />
          <path d="M62 30v22q0 6-5 6t-5-6" />
        </g>
      )}
      {character === 'guard' && <path d="M50 30l16 6v10c0 10-7 17-16 21-9-4-16-11-16-21V36z" fill="#2b6e35" />}
      {character === 'shepherd' && <path d="M44 72V38q0-10 9-10t9 9" stroke="#6b4423" strokeWidth="4" fill="none" />}
      {character === 'square' && (
        <g fill="#5fa8d3" stroke="#2d5d7b" strokeWidth="2">
          <ellipse cx="50" cy="58" rx="14" ry="6" />
          <path d="M50 56V38" fill="none" />
          <path d="M42 40q8-10 16 0" fill="none" />
        </g>
      )}
    </g>
  );
}

/**
 * A tile face drawn from its edges: ground per edge, fences along fenced edges and
 * between meadow zones, sheep per meadow edge, fish per pond edge less one, and the
 * character in the middle. `rotation` is in quarter turns clockwise.
 */
export function Tile({
  face,
  size = 64,
  rotation = 0,
  label,
  x,
  y,
}: {
  face: TileFace;
  size?: number;
  rotation?: number;
  label?: string;
  x?: number;
  y?: number;
}) {
  const { lang } = useI18n();
  const name = label ?? tileName(face, lang);
  return (
    <svg className="tile" viewBox="0 0 100 100" x={x} y={y} width={size} height={size} role="img" aria-label={name}>
      <title>{name}</title>
      <g transform={`rotate(${rotation * 90} 50 50)`}>
        {face.edges.map((edge, i) => (
          <polygon
            key={`g${SIDES[i]}`}
            points={TRIANGLES[i]}
            fill={GROUND[terrainOf(edge)]}
            stroke={GROUND[terrainOf(edge)]}
            strokeWidth="0.5"
          />
        ))}
        {face.edges.map((edge, i) => (terrainOf(edge) === 'village' ? <Houses key={`v${SIDES[i]}`} at={SPOTS[i]} /> : null))}
        {face.edges.map((edge, i) =>
          terrainOf(edge) === 'forest' && !face.character ? <Trees key={`f${SIDES[i]}`} at={SPOTS[i]} /> : null,
        )}
        <ZoneBoundaries edges={face.edges} />
        {face.edges.map((edge, i) => (isFenced(edge) ? <Fence key={`x${SIDES[i]}`} line={EDGE_LINES[i]} /> : null))}
        {!face.character && <Animals face={face} />}
        {face.character && <CharacterMark character={face.character} />}
      </g>
      <rect x="0.5" y="0.5" width="99" height="99" fill="none" stroke="#3a3a3a" strokeWidth="1" />
    </svg>
  );
}

// The corner between edge d and edge d+1: N|E top right, E|S bottom right, S|W bottom left, W|N top left.
const CORNERS = [
  [100, 0],
  [100, 100],
  [0, 100],
  [0, 0],
];

/** A line from the centre to each corner where two zones meet; a fence where both are meadows. */
function ZoneBoundaries({ edges }: { edges: readonly Edge[] }) {
  const lines = [];
  for (let d = 0; d < 4; d++) {
    const a = edges[d];
    const b = edges[(d + 1) % 4];
    const sameZone = terrainOf(a) === terrainOf(b) && colourOf(a) === colourOf(b);
    if (sameZone) continue;
    const fenced = terrainOf(a) === 'meadow' && terrainOf(b) === 'meadow';
    const [cx, cy] = CORNERS[d];
    lines.push(
      fenced ? (
        <line key={SIDES[d]} x1="50" y1="50" x2={cx} y2={cy} stroke="#6b4423" strokeWidth="4" strokeDasharray="7 3" />
      ) : (
        <line key={SIDES[d]} x1="50" y1="50" x2={cx} y2={cy} stroke="#0003" strokeWidth="1.5" />
      ),
    );
  }
  return <g>{lines}</g>;
}

function Fence({ line }: { line: number[] }) {
  const [x1, y1, x2, y2] = line;
  return <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#6b4423" strokeWidth="6" strokeDasharray="8 3" />;
}

function Animals({ face }: { face: TileFace }) {
  const marks = [];
  for (const zone of zonesOf(face.edges)) {
    const first: Edge = face.edges[zone[0]];
    const terrain = terrainOf(first);
    const colour = colourOf(first);
    if (terrain === 'meadow' && colour !== null)
      for (const i of zone) marks.push(<Sheep key={`s${i}`} x={SPOTS[i][0]} y={SPOTS[i][1]} colour={colour} />);
    if (terrain === 'pond') for (const i of zone.slice(1)) marks.push(<Fish key={`p${i}`} x={SPOTS[i][0]} y={SPOTS[i][1]} />);
  }
  return <g>{marks}</g>;
}

function Houses({ at }: { at: number[] }) {
  return (
    <g transform={`translate(${at[0] - 8} ${at[1] - 6})`}>
      <path d="M0 6l8-6 8 6v8H0z" fill="#b5523b" stroke="#5a2a1e" strokeWidth="1" />
    </g>
  );
}

function Trees({ at }: { at: number[] }) {
  return (
    <g transform={`translate(${at[0]} ${at[1]})`} fill="#1d4a26">
      <path d="M-9 6l5-12 5 12z" />
      <path d="M0 8l5-12 5 12z" />
    </g>
  );
}
