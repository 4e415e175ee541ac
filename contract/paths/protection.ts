/** Player protection (contract/protection.ts): the member center's 玩家保护. */
export const protectionPaths = {
  state: '/sobet/protection/state',
  setLimit: '/sobet/protection/setLimit',
  pause: '/sobet/protection/pause',
  setReality: '/sobet/protection/setReality',
  reality: '/sobet/protection/reality',
  realityShown: '/sobet/protection/realityShown',
  statement: '/sobet/protection/statement',
} as const;
