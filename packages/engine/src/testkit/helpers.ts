/** Small helpers every game's tests share: refusals, and the pieces of a `hide` for the kit. */
import { isRuleError, type RuleErrorCode } from '../errors.ts';

/**
 * The code of the RuleError `act` throws, or 'accepted' when it throws nothing. Any other
 * error is thrown on: a move must be refused by the rules, never by a crash.
 */
export function refusalOf(act: () => unknown): RuleErrorCode | 'accepted' {
  try {
    act();
  } catch (e) {
    if (isRuleError(e)) return e.code;
    throw e;
  }
  return 'accepted';
}

/**
 * Secret decisions for `hide`: each decision still to make (null) stays so, each the
 * viewer knows (`known(i)`) stays as it is, and every other is drawn again, in order.
 */
export function redrawDecisions<T>(
  decisions: readonly (T | null)[],
  known: (index: number) => boolean,
  draw: (index: number) => T,
): (T | null)[] {
  return decisions.map((d, i) => (d === null || known(i) ? d : draw(i)));
}

/** `hide` and `unseen` for a game that keeps nothing from anyone (a solitaire dealt face up). */
export const nothingHidden = {
  hide: <S>(state: S): S => state,
  unseen: (): string[] => [],
};

/**
 * `act`'s result and the CPU time the process spent on it, in milliseconds. A test that
 * bounds how long a bot thinks reads this, not the clock: on a loaded machine the process
 * may wait for a core longer than any budget (a 10 ms move took 892 ms by the clock once in
 * CI, two test files running on two cores), and that wait is not the bot's. A bot that
 * ignored its deadline would spend the time on the CPU and still fail.
 */
export function onCpu<T>(act: () => T): { value: T; ms: number } {
  const since = process.cpuUsage();
  const value = act();
  const used = process.cpuUsage(since);
  return { value, ms: (used.user + used.system) / 1000 };
}
