import type { PlayerResult } from '@parlour/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/context.tsx';
import { api } from '../../net/api.ts';
import { bisleyStats } from './stats.ts';

/**
 * The player's Bisley statistics: games played and won, the win streak, and each numbered
 * deal's record. Read again whenever `refresh` changes (a game just ended).
 */
export function BisleyStats({ refresh, onDeal }: { refresh?: unknown; onDeal?: (deal: number) => void }) {
  const { t } = useI18n();
  const [results, setResults] = useState<PlayerResult[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is the signal to read again
  useEffect(() => {
    api
      .myResults('bisley')
      .then(setResults)
      .catch(() => setResults([]));
  }, [refresh]);
  if (!results) return null;
  const s = bisleyStats(results);
  if (s.played === 0) return <p className="stats">{t('bisley.stats.none')}</p>;
  return (
    <div className="stats">
      <dl>
        <div>
          <dt>{t('bisley.stats.played')}</dt>
          <dd>{s.played}</dd>
        </div>
        <div>
          <dt>{t('bisley.stats.won')}</dt>
          <dd>
            {s.won} ({Math.round((100 * s.won) / s.played)}%)
          </dd>
        </div>
        <div>
          <dt>{t('bisley.stats.streak')}</dt>
          <dd>{s.streak}</dd>
        </div>
        <div>
          <dt>{t('bisley.stats.bestStreak')}</dt>
          <dd>{s.bestStreak}</dd>
        </div>
      </dl>
      {s.deals.length > 0 && (
        <table>
          <caption>{t('bisley.stats.deals')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bisley.stats.deal')}</th>
              <th scope="col">{t('bisley.stats.played')}</th>
              <th scope="col">{t('bisley.stats.won')}</th>
              <th scope="col">{t('bisley.stats.bestHome')}</th>
            </tr>
          </thead>
          <tbody>
            {s.deals.slice(0, 50).map((d) => (
              <tr key={d.deal}>
                <th scope="row">
                  {onDeal ? (
                    <button
                      type="button"
                      className="link"
                      onClick={() => onDeal(d.deal)}
                      aria-label={t('bisley.playDeal', { n: d.deal })}
                    >
                      {d.deal}
                    </button>
                  ) : (
                    d.deal
                  )}
                </th>
                <td>{d.played}</td>
                <td>{d.won}</td>
                <td>{d.bestHome} / 52</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The same statistics on the profile page, under their heading. */
export function BisleyProfile() {
  const { t } = useI18n();
  return (
    <>
      <h3>{t('bisley.profile')}</h3>
      <BisleyStats />
    </>
  );
}
