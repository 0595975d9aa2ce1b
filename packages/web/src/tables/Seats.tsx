import type { StateMessage, TableSummary } from '@parlour/protocol';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/context.tsx';
import type { Translate } from '../i18n/lang.ts';
import { botName, levelOf } from './bots.ts';

/**
 * A seat's name as the table shows it: the user (marked when a bot took their seat), "you",
 * or the bot with its own name and level.
 */
export function seatLabel(summary: Pick<TableSummary, 'id' | 'seats' | 'mySeats'>, seat: number, t: Translate): string {
  const info = summary.seats.find((s) => s.seat === seat);
  if (!info) return t('table.seat', { n: seat + 1 });
  let name: string;
  if (info.user) name = info.replaced ? t('table.replaced', { name: info.user.name }) : info.user.name;
  else if (info.bot) {
    const level = levelOf(info);
    const bot = botName(summary.id, seat);
    name = level ? t('table.botSeat', { name: bot, level: t(`level.${level}`) }) : t('table.botNamed', { name: bot });
  } else name = t('table.seat', { n: seat + 1 });
  return summary.mySeats.includes(seat) ? `${name} (${t('table.you')})` : name;
}

/** Every player round the table, whose turn it is marked, with what the game shows per seat. */
export function Seats({
  summary,
  state,
  children,
}: {
  summary: TableSummary;
  state: StateMessage;
  children: (seat: number) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <ul className="seats">
      {Array.from({ length: summary.players }, (_, seat) => seat).map((seat) => (
        <li key={seat} className={`seat${state.actors.includes(seat) ? ' acting' : ''}${state.seat === seat ? ' me' : ''}`}>
          <strong>{seatLabel(summary, seat, t)}</strong>
          {children(seat)}
        </li>
      ))}
    </ul>
  );
}
