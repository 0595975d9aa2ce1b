import type { Lang } from '../i18n/lang.ts';

/** A game's wording of its events; null for an event it leaves to the generic reader. */
export type EventWords = (
  event: { readonly type: string } & Record<string, unknown>,
  lang: Lang,
  name: (seat: number) => string,
) => string | null;
