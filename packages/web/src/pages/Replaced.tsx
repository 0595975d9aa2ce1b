import type { ClientMessage, TableSummary } from '@parlour/protocol';
import { useState } from 'react';
import { useI18n } from '../i18n/context.tsx';

/**
 * Said to a player whose seat a bot plays now, while the game goes on: after two turns in
 * a row ran out of time they may take it back (the server's `reclaim`); after resigning
 * the bot plays it to the end.
 */
export function Replaced({
  summary,
  userId,
  send,
}: {
  summary: TableSummary;
  userId: string | undefined;
  send: (m: ClientMessage) => void;
}) {
  const { t } = useI18n();
  const [asked, setAsked] = useState(false);
  const mine = summary.seats.filter((s) => s.replaced && s.user !== null && s.user.id === userId);
  if (summary.status !== 'playing' || mine.length === 0) return null;
  if (!mine.some((s) => s.timedOut))
    return (
      <p className="notice replaced" role="alert">
        {t('table.replacedNotice')}
      </p>
    );
  return (
    <div className="notice replaced" role="alert">
      <p>{t('table.timedOutNotice')}</p>
      <button
        type="button"
        className="primary"
        disabled={asked}
        onClick={() => {
          setAsked(true);
          send({ type: 'reclaim', table: summary.id });
          // Asked again only if the answer is not the seat (a lost connection, say).
          setTimeout(() => setAsked(false), 3000);
        }}
      >
        {t('table.reclaim')}
      </button>
    </div>
  );
}
