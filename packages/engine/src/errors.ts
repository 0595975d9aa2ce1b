/** Why a move, an option set or a seat count was refused. */
export const RULE_ERROR_CODES = ['not-your-turn', 'illegal-move', 'game-over', 'bad-move', 'bad-options', 'bad-players'] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/**
 * A refusal by the rules. Its message is for the player and must reveal nothing that
 * player may not know.
 */
export class RuleError extends Error {
  readonly code: RuleErrorCode;
  constructor(code: RuleErrorCode, message: string) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
  }
}

export function isRuleError(e: unknown): e is RuleError {
  return e instanceof RuleError;
}
