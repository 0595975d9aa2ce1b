import type { GameInfo, User } from '@parlour/server/protocol';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { api } from './net/api.ts';

interface Session {
  readonly user: User | null;
  readonly games: readonly GameInfo[];
  readonly setUser: (user: User) => void;
  readonly error: string | null;
  /** Whether the session is known (GET /api/me answered): calls that need it wait for this. */
  readonly ready: boolean;
}

const SessionContext = createContext<Session>({ user: null, games: [], setUser: () => {}, error: null, ready: false });

/** Who we are (a guest account is made on the first call) and the games the server offers. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      Promise.all([api.me(), api.games()])
        .then(([me, list]) => {
          setUser(me.user);
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
  return <SessionContext.Provider value={{ user, games, setUser, error, ready }}>{children}</SessionContext.Provider>;
}

export const useSession = (): Session => useContext(SessionContext);
