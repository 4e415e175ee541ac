/**
 * What a rule throws when its input is not one it can judge (a malformed draw, a date outside a
 * table): a code and the Chinese message shown to players. Rules import nothing of ours, so the
 * engine's EngineError is not theirs to throw; a caller that catches one catches this the same way.
 */
export class RuleInputError extends Error {
  constructor(
    readonly code: 'BAD_INPUT' | 'BAD_CHART_INPUT',
    message: string,
  ) {
    super(message);
    this.name = 'RuleInputError';
  }
}
