/** The payments domain's public file: the coin deposit quote, served by the withdraw domain's coinQuote (side 'buy'). */
import { Decimal } from 'decimal.js';
import type { CoinQuote } from '../../../contract/withdraw';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { chosenAmount } from './service';
import { fromMinorUnits } from '../../../rules/money';

/** Step 1 of a coin deposit: coin units in, the rate and the yuan credited out (quantity and realQuantity in yuan). */
export function depositQuote({ config }: Pick<ServerDeps, 'config'>, coinType: string | undefined, amount: string): CoinQuote {
  const c = config.payments.channels.find((ch) => ch.family === 'coin' && ch.coinType === coinType) ?? fail('depositCoinType');
  const units = chosenAmount(c, amount);
  const value = new Decimal(fromMinorUnits(units)).times(c.rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
  return { price: c.rate, quantity: value, feeAmount: '0', realQuantity: value };
}
