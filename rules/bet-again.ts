/**
 * Whether a bet record offers 再次投注, in the records and on the lottery screen alike: never for
 * WBGMMC (its records hide re-bet), and not for a record whose code the list cut short (it ends
 * with …): the whole selection is not there to bet again.
 */
export const NO_BET_AGAIN_LOTTERIES: readonly string[] = ['WBGMMC'];

export function canBetAgain(record: { lottery: string; code: string }): boolean {
  return !NO_BET_AGAIN_LOTTERIES.includes(record.lottery.toUpperCase()) && !record.code.endsWith('…');
}
