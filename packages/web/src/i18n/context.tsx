import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { isLang, type Lang, type Translate, translator } from './lang.ts';

interface I18n {
  readonly lang: Lang;
  readonly t: Translate;
  readonly setLang: (lang: Lang) => void;
}

const STORAGE_KEY = 'parlour.lang';
const I18nContext = createContext<I18n>({ lang: 'en', t: translator('en'), setLang: () => {} });

/** English unless the player chose otherwise (kept in localStorage) or the URL says ?lang=. */
function initialLang(): Lang {
  const fromUrl = new URLSearchParams(location.search).get('lang');
  if (isLang(fromUrl)) return fromUrl;
  const stored = localStorage.getItem(STORAGE_KEY);
  return isLang(stored) ? stored : 'en';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: translator(lang),
      setLang: (next) => {
        localStorage.setItem(STORAGE_KEY, next);
        document.documentElement.lang = next;
        setLangState(next);
      },
    }),
    [lang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18n => useContext(I18nContext);
