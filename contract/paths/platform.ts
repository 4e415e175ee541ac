// The platform's own paths: the socket, the lines the speed test measures, the probes and the test clock.

/** socket.io endpoint (query userName, appId 1). */
export const socketPath = '/onlineio';

/** The lines (base URLs) of this platform the speed test measures (contract/lines.ts). */
export const linePaths = {
  lines: '/sobet/api/lines',
} as const;

/** Process and database checks for load balancers and orchestrators (not used by the app). */
export const probePaths = {
  health: '/healthz',
  ready: '/readyz',
} as const;

/** Only mounted when the server runs with TEST_CLOCK=1 (browser tests move time forward). */
export const testPaths = {
  clock: '/__test/clock',
} as const;
