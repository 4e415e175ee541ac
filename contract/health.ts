/** Process and database probes for load balancers and orchestrators: `{ status }`, no envelope. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { probePaths } from './paths';

export const ProbeStatus = Type.Object({ status: Type.String() });
export type ProbeStatus = Static<typeof ProbeStatus>;

export const healthEndpoints = {
  /** 200 while the process serves requests. */
  health: defineEndpoint({ method: 'GET', path: probePaths.health, response: ProbeStatus }),
  /** 200 when the database answers, 503 (same shape) otherwise. */
  ready: defineEndpoint({ method: 'GET', path: probePaths.ready, response: ProbeStatus }),
} as const;
