/** Third-party games (contract/games.ts): catalogue, rankings, and the demo game provider's pages. */
export const gamePaths = {
  thirdGameConfig: '/sobet/pay/getThirdGameConfig',
  gameList: '/sobet/pay/getThirdGameList',
  rankings: '/sport/api/pt/rankings',
  ptUserInfo: '/sport/api/pt/userinfo',
  /** The demo provider's game page (HTML, not an API): `${play}?token=…`; its script and bet call beside it. */
  play: '/sandbox/games/play',
  playScript: '/sandbox/games/play.js',
  bet: '/sandbox/games/bet',
} as const;

/** The launch URL getter of each game platform (contract/games.ts gamePlatforms). */
export const gameUrlPaths = {
  ag: '/sobet/ag/forwardGame',
  cq9: '/sobet/userInfo/getCq9Url',
  pt: '/sport/api/pt/gameUrl',
  hqt: '/sobet/userInfo/getHqtUrl',
  ly: '/sobet/userInfo/getLyUrl',
  wali: '/sobet/userInfo/getWaliUrl',
  sb: '/sobet/userInfo/getSbUrl',
  fb: '/sobet/userInfo/getFbUrl',
} as const;
