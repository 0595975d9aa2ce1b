import { use } from 'react';
import { useI18n } from '../i18n/context.tsx';
import { href } from '../route.ts';
import { useSession } from '../session.tsx';
import { WEB_GAMES } from '../tables/index.ts';
import type { RulesPage } from '../tables/rulesPage.ts';

/** Each game's page, loaded once: `use` needs the same promise at every render. */
const pages = new Map<string, Promise<RulesPage>>();

function pageOf(game: string): Promise<RulesPage> {
  let page = pages.get(game);
  if (!page) {
    // An address naming no game shows an empty page, as before.
    page = WEB_GAMES.find((g) => g.id === game)?.rules() ?? Promise.resolve([]);
    pages.set(game, page);
  }
  return page;
}

export default function RulesText({ game }: { game: string }) {
  const { t, lang } = useI18n();
  const { games } = useSession();
  const title = games.find((g) => g.id === game)?.title ?? game;
  const page = use(pageOf(game));
  return (
    <article className="rules panel">
      <h2>{t('rules.title', { game: title })}</h2>
      {page.map((section) => (
        <section key={section.heading.en}>
          <h3>{section.heading[lang]}</h3>
          <ul>
            {section.points.map((point) => (
              <li key={point.en}>{point[lang]}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <a className="button primary" href={href({ page: 'create', game })}>
          {t('rules.play', { game: title })}
        </a>
      </p>
    </article>
  );
}
