/** Every declared endpoint, for the test that walks them all. Add a domain's declarations here. */
import { accountEndpoints } from './account';
import { chatEndpoints } from './chat';
import { contentEndpoints } from './content';
import { groupEndpoints } from './groups';
import type { AnyEndpoint } from './endpoint';
import { demoBetEndpoint, gameEndpoints, gameUrlEndpoints } from './games';
import { healthEndpoints } from './health';
import { lotteryEndpoints } from './lottery';
import { sessionEndpoints, userEndpoints } from './session';
import { letterEndpoints } from './letters';
import { paymentEndpoints } from './payment';
import { protectionEndpoints } from './protection';
import { lineEndpoints } from './lines';
import { awardNoticesEndpoint } from './socket';
import { teamEndpoints } from './team';
import { walletEndpoints } from './wallet';
import { withdrawEndpoints } from './withdraw';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...Object.values(contentEndpoints),
  ...Object.values(chatEndpoints),
  ...Object.values(groupEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(withdrawEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(healthEndpoints),
  ...Object.values(lotteryEndpoints),
  ...Object.values(letterEndpoints),
  awardNoticesEndpoint,
  ...Object.values(sessionEndpoints),
  ...Object.values(userEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(lineEndpoints),
  ...Object.values(gameEndpoints),
  ...Object.values(gameUrlEndpoints),
  demoBetEndpoint,
  ...Object.values(teamEndpoints),
  ...Object.values(protectionEndpoints),
];
