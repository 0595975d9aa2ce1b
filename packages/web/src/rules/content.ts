import { bisley } from './bisley.ts';
import { bluff } from './bluff.ts';
import { bollocks } from './bollocks.ts';
import { bully } from './bully.ts';
import type { RulesPage } from './types.ts';
import { wooly } from './wooly.ts';

export type { RulesPage } from './types.ts';

/** Each game's How-to-play page, by game id; each states its game's RULES.md (see content.test.ts). */
export const RULES: Readonly<Record<string, RulesPage>> = { bisley, bluff, bollocks, bully, 'wooly-bully': wooly };
