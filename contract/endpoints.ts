/** Every declared endpoint, for the test that walks them all. Add a domain's declarations here. */
import { contentEndpoints } from './content';
import type { AnyEndpoint } from './endpoint';
import { healthEndpoints } from './health';
import { letterEndpoints } from './letters';
import { awardNoticesEndpoint } from './socket';
import { walletEndpoints } from './wallet';

export const allEndpoints: readonly AnyEndpoint[] = [
  ...Object.values(contentEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(healthEndpoints),
  ...Object.values(letterEndpoints),
  awardNoticesEndpoint,
];
