import { lazy, Suspense, useEffect } from 'react';
import { useI18n } from './i18n/context.tsx';
import { LANG_NAMES, LANGS, type Lang } from './i18n/lang.ts';
import { useSocketStatus } from './net/status.ts';
import { CreatePage } from './pages/Create.tsx';
import { LobbyPage } from './pages/Lobby.tsx';
import { ProfilePage } from './pages/Profile.tsx';
import { RulesPage } from './pages/Rules.tsx';
import { href, useRoute } from './route.ts';
import { useSession } from './session.tsx';
import { useSoundSetting } from './sound.ts';
import { SheepPatterns } from './svg/Tile.tsx';

// The table and replay pages pull in the per-game views, so they load on demand.
const TablePage = lazy(() => import('./pages/Table.tsx'));
const ReplayPage = lazy(() => import('./pages/Replay.tsx'));
const ReplaysPage = lazy(() => import('./pages/Replays.tsx'));

export function App() {
  const route = useRoute();
  const { t, lang, setLang } = useI18n();
  const { user, ready, error, ensureUser } = useSession();
  const status = useSocketStatus(user !== null);
  // A table (to sit or watch over the socket) and the profile (to claim a name) need an account.
  const needsUser = route.page === 'table' || route.page === 'profile';
  useEffect(() => {
    if (!needsUser || user) return;
    // Asked again until it works: a failed attempt must not leave the page blank.
    let retry: ReturnType<typeof setTimeout> | undefined;
    const make = () =>
      ensureUser().catch(() => {
        retry = setTimeout(make, 2000);
      });
    make();
    return () => clearTimeout(retry);
  }, [needsUser, user, ensureUser]);
  const [sound, setSound] = useSoundSetting();
  return (
    <div className="app">
      <SheepPatterns />
      <header className="topbar">
        <a className="brand" href={href({ page: 'lobby' })}>
          <span aria-hidden="true">♠</span> <span className="brand-name">{t('app.name')}</span>
        </a>
        <nav>
          <a href={href({ page: 'lobby' })}>{t('nav.lobby')}</a>
          <a href={href({ page: 'replays' })}>{t('nav.replays')}</a>
          <a href={href({ page: 'profile' })}>
            <span className="wide">{user ? user.name : t('nav.profile')}</span>
            <span className="narrow">{t('nav.profile')}</span>
          </a>
        </nav>
        <label className="sound">
          <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} /> {t('nav.sound')}
        </label>
        <label className="lang">
          <span className="sr-only">{t('nav.language')}</span>
          <select value={lang} onChange={(e) => setLang(e.target.value as Lang)} aria-label={t('nav.language')}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {LANG_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
        {/* Online is a dot; anything else is said in words. A visitor with no account yet has no socket to speak of. */}
        {user && (
          <span className={`net net-${status}`} role="status" title={t(`net.${status}`)}>
            <span className={status === 'online' ? 'sr-only' : 'net-words'}>{t(`net.${status}`)}</span>
          </span>
        )}
      </header>
      <main>
        {/* Pages wait for the session (GET /api/me): a newcomer is nobody until their first
            action that needs an account makes a guest (see ensureUser). */}
        {!ready ? (
          <p className="loading">{error ?? '…'}</p>
        ) : (
          <Suspense fallback={<p className="loading">…</p>}>
            {route.page === 'lobby' && <LobbyPage />}
            {route.page === 'create' && <CreatePage game={route.game} />}
            {route.page === 'table' && user && <TablePage key={route.id} id={route.id} invite={route.invite} />}
            {route.page === 'rules' && <RulesPage game={route.game} />}
            {route.page === 'replay' && <ReplayPage key={route.id} id={route.id} />}
            {route.page === 'replays' && <ReplaysPage />}
            {route.page === 'profile' && <ProfilePage />}
          </Suspense>
        )}
      </main>
    </div>
  );
}
