import type { TableSummary } from '@parlour/protocol';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { go } from '../route.ts';
import { ConfirmButton } from './Confirm.tsx';

/**
 * Leaving a table, said plainly: before the start the seat opens for someone else; in play
 * (with others at the table) a bot plays the seat to the end and the result does not count
 * for the leaver (the server's rule for a replaced seat). Nothing for a spectator, a
 * finished table, or a solo deal (it waits for its player).
 */
export function LeaveTable({ summary, solo }: { summary: TableSummary; solo: boolean }) {
  const { t } = useI18n();
  const seated = summary.mySeats.some((seat) => !summary.seats[seat]?.replaced);
  if (!seated || solo) return null;
  const leave = () => api.leave(summary.id).then(() => go({ page: 'lobby' }));
  if (summary.status === 'open')
    return <ConfirmButton label={t('leave.leave')} question={t('leave.leaveAsk')} onConfirm={leave} />;
  if (summary.status !== 'playing') return null;
  return (
    <ConfirmButton
      label={t('leave.resign')}
      question={t(summary.rated ? 'leave.resignRated' : 'leave.resignUnrated')}
      onConfirm={leave}
    />
  );
}
