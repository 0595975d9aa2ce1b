import type { User } from '@parlour/protocol';
import { newToken, tokenId } from './accounts.ts';
import type { Config } from './config.ts';
import type { Store } from './store/store.ts';

export type SessionPolicy = Pick<Config, 'sessionIdleMs' | 'sessionTouchMs'>;

export interface Who {
  user: User;
  sessionId: string;
  /** Whether this use was written down as the session's last (so the cookie's life can be renewed too). */
  touched: boolean;
}

/**
 * Resolves a session token (cookie) to its user, or null: revoked sessions and sessions
 * idle longer than `sessionIdleMs` open nothing. A use is written down as `last_seen` at
 * most once per `sessionTouchMs`, so a busy page costs one write a minute, not one a request.
 */
export async function userOfToken(
  store: Store,
  token: string | undefined,
  policy: SessionPolicy,
  now = Date.now(),
): Promise<Who | null> {
  if (!token) return null;
  const sessionId = tokenId(token);
  const session = await store.accounts.liveSession(sessionId);
  if (!session || Number(session.last_seen) < now - policy.sessionIdleMs) return null;
  const row = await store.accounts.getUser(session.user_id);
  if (!row) return null;
  const touched = now - Number(session.last_seen) >= policy.sessionTouchMs;
  if (touched) await store.accounts.touchSession(sessionId, now);
  return { user: { id: row.id, name: row.name, guest: row.password_hash === null }, sessionId, touched };
}

/** A new session for the user; returns the token for its cookie (the store keeps only its hash). */
export async function openSession(store: Store, userId: string, now = Date.now()): Promise<string> {
  const token = newToken();
  await store.accounts.createSession(tokenId(token), userId, now);
  return token;
}

/**
 * Revokes every session of a user: after a guest claims a name, no token taken before opens
 * it. Returns their ids, whose sockets are then closed (see Revocations).
 */
export async function revokeAll(store: Store, userId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const s of await store.accounts.sessionsOf(userId)) if (await store.accounts.revokeSession(s.id, userId)) ids.push(s.id);
  return ids;
}
