import type {
  ChatLine,
  CreateTable,
  GameInfo,
  HttpError,
  PlayerResult,
  Rating,
  Replay,
  TableSummary,
  User,
} from '@parlour/server/protocol';

/** A refused HTTP call, carrying the server's error code. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  // Every state-changing request is same-origin JSON, even with nothing to say ({}): the
  // server refuses others (a form posted from another site cannot send JSON).
  const json = method !== 'GET';
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: json ? { 'content-type': 'application/json' } : {},
    body: json ? JSON.stringify(body ?? {}) : undefined,
  });
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data as Partial<HttpError> | null;
    throw new ApiError(error?.error ?? 'internal', error?.message ?? response.statusText);
  }
  return data as T;
}

const query = (params: Record<string, string | undefined>): string => {
  const entries = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
};

/** The HTTP routes of the protocol, one function each. */
export const api = {
  /** Who we are; null before a guest account is needed (asking makes none). */
  me: () => call<{ user: User | null }>('GET', '/api/me'),
  /** Makes the guest account (and its cookie), or answers the signed-in user. */
  guest: () => call<{ user: User }>('POST', '/api/guest'),
  claim: (name: string, password: string) => call<{ user: User }>('POST', '/api/claim', { name, password }),
  login: (name: string, password: string) => call<{ user: User }>('POST', '/api/login', { name, password }),
  logout: () => call<{ ok: true }>('POST', '/api/logout'),
  games: () => call<GameInfo[]>('GET', '/api/games'),
  tables: (params: { game?: string; status?: string } = {}) => call<TableSummary[]>('GET', `/api/tables${query(params)}`),
  table: (id: string, invite?: string) => call<TableSummary>('GET', `/api/tables/${encodeURIComponent(id)}${query({ invite })}`),
  createTable: (body: CreateTable) => call<TableSummary>('POST', '/api/tables', body),
  join: (id: string, body: { seat?: number; invite?: string } = {}) =>
    call<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/join`, body),
  leave: (id: string) => call<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/leave`),
  start: (id: string) => call<TableSummary>('POST', `/api/tables/${encodeURIComponent(id)}/start`),
  quickPlay: (body: { game: string; players?: number; options?: Record<string, unknown>; bot?: string }) =>
    call<TableSummary>('POST', '/api/quickplay', body),
  replay: (id: string, invite?: string) =>
    call<Replay>('GET', `/api/tables/${encodeURIComponent(id)}/replay${query({ invite })}`),
  chat: (id: string) => call<ChatLine[]>('GET', `/api/tables/${encodeURIComponent(id)}/chat`),
  myResults: (game: string) => call<PlayerResult[]>('GET', `/api/me/results${query({ game })}`),
  ratings: (userId: string) => call<Rating[]>('GET', `/api/users/${encodeURIComponent(userId)}/ratings`),
};
