import type { TableSummary } from '@parlour/server/protocol';
import { useEffect, useState } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { api } from '../net/api.ts';
import { href } from '../route.ts';
import { seatLabel } from '../tables/Seats.tsx';

export default function ReplaysPage() {
  const { t, lang } = useI18n();
  const [tables, setTables] = useState<TableSummary[] | null>(null);
  useEffect(() => {
    api
      .tables({ status: 'over' })
      .then(setTables)
      .catch(() => setTables([]));
  }, []);
  if (!tables) return <p className="loading">…</p>;
  return (
    <div className="panel">
      <h2>{t('nav.replays')}</h2>
      {tables.length === 0 && <p>{t('replay.none')}</p>}
      <ul className="tables">
        {tables.map((table) => (
          <li key={table.id}>
            <a href={href({ page: 'replay', id: table.id })}>
              {table.title} · {new Date(table.createdAt).toLocaleString(lang)} ·{' '}
              {table.seats.map((s) => (s.kind === 'open' ? '—' : seatLabel(table, s.seat, t))).join(', ')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
