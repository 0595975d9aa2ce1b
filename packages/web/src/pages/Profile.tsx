import type { Rating } from '@parlour/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { useSession } from '../session.tsx';
import { WEB_GAMES } from '../tables/index.ts';

export function ProfilePage() {
  const { t } = useI18n();
  const { user, setUser, games } = useSession();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [ratings, setRatings] = useState<Rating[]>([]);
  useEffect(() => {
    if (user)
      api
        .ratings(user.id)
        .then(setRatings)
        .catch(() => {});
  }, [user]);
  if (!user) return <p className="loading">…</p>;
  const submit = (how: 'claim' | 'login') =>
    api[how](name, password)
      .then((me) => {
        setUser(me.user);
        setMessage(t('profile.saved'));
      })
      .catch((e: Error) => setMessage(e.message))
      // The password never stays in the page.
      .finally(() => setPassword(''));
  // Logged out, the page starts again as a newcomer (a new guest).
  const logout = () =>
    api
      .logout()
      .then(() => location.reload())
      .catch((e: Error) => setMessage(e.message));
  const played = ratings.reduce((sum, r) => sum + r.games, 0);
  const title = (game: string) => games.find((g) => g.id === game)?.title ?? game;
  return (
    <div className="panel profile">
      <h2>
        {t('profile.title')}: {user.name}
      </h2>
      {user.guest ? (
        <>
          <p>{t('profile.guest')}</p>
          <p>{t('profile.registerHelp')}</p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit('claim');
            }}
          >
            <label>
              {t('profile.name')}
              <input
                value={name}
                onChange={(e) => setName(e.target.value)}
                minLength={2}
                maxLength={24}
                pattern="[A-Za-z0-9_\-]+"
                autoComplete="username"
              />
            </label>
            <label>
              {t('profile.password')}
              <input
                type="password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                minLength={8}
                autoComplete="new-password"
              />
            </label>
            <button type="submit" className="primary">
              {t('profile.register')}
            </button>
            <button type="button" onClick={() => submit('login')}>
              {t('profile.login')}
            </button>
          </form>
        </>
      ) : (
        <p>
          {t('profile.signedIn', { name: user.name })}{' '}
          <button type="button" onClick={logout}>
            {t('profile.logout')}
          </button>
        </p>
      )}
      {message && <p role="status">{message}</p>}
      <h3>{t('profile.ratings')}</h3>
      <p>{t('profile.played', { n: played })}</p>
      <table>
        <tbody>
          {ratings.map((r) => (
            <tr key={r.game}>
              <th scope="row">{title(r.game)}</th>
              <td>{r.ordinal.toFixed(1)}</td>
              <td>{t('profile.played', { n: r.games })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {WEB_GAMES.map(({ id, Profile }) => Profile && <Profile key={id} />)}
    </div>
  );
}
