import type { GameInfo, User } from '@parlour/protocol';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { api } from './net/api.ts';

interface Session {
  readonly user: User | null;
  readonly games: readonly GameInfo[];
  readonly setUser: (user: User) => void;
  /** The user, made a guest first if there is none yet (before anything that needs one: a table, a seat). */
  readonly ensureUser: () => Promise<User>;
  readonly error: string | null;
  /** Whether the session is known (GET /api/me answered): calls that need it wait for this. */
  readonly ready: boolean;
}

const SessionContext = createContext<Session>({
  user: null,
  games: [],
  setUser: () => {},
  ensureUser: () => Promise.reject(new Error('no session')),
  error: null,
  ready: false,
});

/** One guest per page, however many actions ask for it at once. */
let making: Promise<User> | null = null;

/**
 * Who we are and the games the server offers. A visitor is nobody until they act: the
 * lobby reads without a session, and a guest account is made on the first action that
 * needs one (the server limits how many guests an address makes).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const ensureUser = useCallback((): Promise<User> => {
    if (user) return Promise.resolve(user);
    making ??= api
      .guest()
      .then((me) => {
        setUser(me.user);
        return me.user;
      })
      .finally(() => {
        making = null;
      });
    return making;
  }, [user]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      Promise.all([api.me(), api.games()])
        .then(([me, list]) => {
          // A guest made while this was on its way (a page opened on a table link asks for
          // both at once) stands: an answer given before its cookie existed says nobody.
          setUser((made) => made ?? me.user);
          setGames(list);
          setReady(true);
          setError(null);
        })
        .catch((e: Error) => {
          setError(e.message);
          retry = setTimeout(load, 2000);
        });
    load();
    return () => clearTimeout(retry);
  }, []);
  return <SessionContext.Provider value={{ user, games, setUser, ensureUser, error, ready }}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);
