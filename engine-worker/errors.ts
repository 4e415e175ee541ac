/** Errors the engine raises, each with a code and the Chinese message shown to players. */
export class EngineError extends Error {
  constructor(
    readonly code: 'UNKNOWN_PLAY' | 'BAD_SELECTION' | 'BAD_DRAW' | 'BAD_INPUT',
    message: string,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}
