/**
 * Every HTTP path of the platform API. The app and the server both read
 * these; no URL literal appears anywhere else. One file per domain under paths/, so a client chunk
 * carries the paths of the calls it makes and no others (the login page only session and content).
 */
export * from './paths/session';
export * from './paths/wallet';
export * from './paths/withdraw';
export * from './paths/payment';
export * from './paths/lottery';
export * from './paths/content';
export * from './paths/account';
export * from './paths/chat';
export * from './paths/letters';
export * from './paths/games';
export * from './paths/team';
export * from './paths/protection';
export * from './paths/platform';
