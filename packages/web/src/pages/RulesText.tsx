import { useI18n } from '../i18n/context.tsx';
import { href } from '../route.ts';
import { RULES } from '../rules/content.ts';
import { useSession } from '../session.tsx';

export default function RulesText({ game }: { game: string }) {
  const { t, lang } = useI18n();
  const { games } = useSession();
  const title = games.find((g) => g.id === game)?.title ?? game;
  const page = RULES[game] ?? [];
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
