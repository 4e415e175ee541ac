import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameCatalogue, gameOf } from '../../../contract/games';
import { gamePaths, gameUrlPaths, lotteryPaths, sessionPaths } from '../../../contract/paths';
import { engineOf, publishedRtp, rtpOf, secureRng, type AnyDemoGame } from '../../../server/domains/games/demo-games';
import { checkLedger } from '../../../server/domains/wallet/ledger';
import { startTestServer, type TestServer } from '../../support/server-harness';
import { cashOf, setFundPassword, transferCall } from '../../support/transfer-helpers';

const engine = (en: string) => engineOf(gameOf(en)!);

/** Plays `rounds` rounds of one choice with the real CSPRNG; returns the return per unit staked. */
function empiricalRtp(game: AnyDemoGame, choice: string, rounds: number): number {
  let paid = 0;
  for (let i = 0; i < rounds; i++) paid += game.settle(choice, game.draw(secureRng));
  return paid / 100 / rounds;
}

describe('demo games', () => {
  it('publishes the exact return of every catalogue game, each between 90% and 100%', () => {
    for (const g of gameCatalogue) {
      const game = engineOf(g);
      for (const c of game.choices) expect(rtpOf(game, c.value), `${g.en} ${c.value}`).toBeGreaterThan(0.9);
      for (const c of game.choices) expect(rtpOf(game, c.value), `${g.en} ${c.value}`).toBeLessThan(1);
      expect(Number(publishedRtp(game))).toBeLessThan(100);
    }
    expect(rtpOf(engine('ag_sicbo'), 'big')).toBeCloseTo((2 * 105) / 216, 12);
    expect(rtpOf(engine('ag_dragon_tiger'), 'dragon')).toBeCloseTo(12.5 / 13, 12);
    expect(rtpOf(engine('cq9_fruit'), 'spin')).toBeCloseTo(0.944, 12);
    expect(rtpOf(engine('hqt_high_card'), 'player')).toBeCloseTo(0.975, 12);
  });

  it('rolls fair dice: a chi-square over 60,000 rounds stays below the 0.1% critical value', () => {
    const dice = engine('ag_sicbo');
    const faces = [0, 0, 0, 0, 0, 0];
    const rounds = 60_000;
    for (let i = 0; i < rounds; i++) for (const face of dice.draw(secureRng) as number[]) faces[face - 1]!++;
    const expected = (rounds * 3) / 6;
    const chiSquare = faces.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.52); // 5 degrees of freedom, p = 0.001
  });

  it('pays back what it publishes: the empirical return of each engine is within 5 standard errors', () => {
    // [game, choice, rounds, standard deviation of one round's return]
    const cases: Array<[string, string, number, number]> = [
      ['ag_sicbo', 'big', 40_000, 1],
      ['ag_dragon_tiger', 'dragon', 40_000, 1],
      ['cq9_fruit', 'spin', 100_000, 5.3],
      ['cq9_fishing', 'shark', 100_000, 4.3],
      ['hqt_high_card', 'banker', 40_000, 1],
      ['sb_football', 'draw', 40_000, 1.7],
    ];
    for (const [en, choice, rounds, sd] of cases) {
      const game = engine(en);
      const tolerance = (5 * sd) / Math.sqrt(rounds);
      expect(Math.abs(empiricalRtp(game, choice, rounds) - rtpOf(game, choice)), en).toBeLessThan(tolerance);
    }
  });
});

describe('games server', () => {
  let s: TestServer;
  let cookie: string;
  beforeAll(async () => {
    s = await startTestServer();
    const user = await s.createUser('player9', '500');
    cookie = user.cookie;
    await setFundPassword(s, user.id);
  });
  afterAll(async () => {
    await s.close();
  });

  const launch = async (path: string, gameCode: string) => (await s.call('GET', path, { cookie, query: { gameCode } })).json;
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('token')!;
  const bet = (token: string, choice: string, cash: string, requestId: string = crypto.randomUUID()) =>
    s.call('POST', gamePaths.bet, { body: { token, choice, cash, requestId } });

  it('lists the platforms with their games, and the config names the active platforms and hidden tabs', async () => {
    const list = (await s.call('GET', gamePaths.gameList, { cookie })).json;
    expect(list.code).toBe(0);
    expect(list.data.map((p: { code: string }) => p.code)).toEqual(['ag', 'cq9', 'pt', 'hqt', 'ly', 'wali', 'sb', 'fb']);
    expect(list.data[0].list[0]).toMatchObject({ en: 'ag_dragon_tiger', cn: '龙虎', sourceCode: 'ag', family: 'live', hot: true, rtp: '92.31' });
    const config = (await s.call('GET', gamePaths.thirdGameConfig, { cookie })).json;
    expect(config.data.result).toBe('ag,cq9,pt,hqt,ly,wali,sb,fb');
    expect(config.data.hiddenTabs).toContain('wmvideo');
  });

  it('launches a game with a token page the own origin may frame, and refuses a game of another platform', async () => {
    const answer = await launch(gameUrlPaths.ag, 'ag_sicbo');
    expect(answer).toMatchObject({ code: 0, success: true, errorCode: '' });
    expect(answer.data).toMatch(/^\/sandbox\/games\/play\?token=[\w-]{32}$/);
    const page = await s.app.inject({ method: 'GET', url: answer.data });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('骰宝大小');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await launch(gameUrlPaths.cq9, 'ag_sicbo')).code).toBe(7006);
    expect((await s.call('GET', gamePaths.play, { query: { token: 'nope' } })).json.code).toBe(7002);
  });

  it('books a bet and its payout on the game wallet, refuses an empty wallet, replays a retried bet, and shows it in the records', async () => {
    const token = tokenOf((await launch(gameUrlPaths.hqt, 'hqt_high_card')).data);
    expect((await bet(token, 'player', '10')).json).toMatchObject({ code: 7005, msg: '游戏钱包余额不足，请先转入' });
    expect((await transferCall(s, cookie, { turnOut: 'sobet_01', turnIn: 'hqt_01', cash: '100' })).json.code).toBe(0);
    expect((await bet(token, 'nothing', '10')).json.code).toBe(7003);
    expect((await bet(token, 'player', '0.5')).json.code).toBe(7004);
    let expected = 100;
    for (let i = 0; i < 8; i++) {
      const { json } = await bet(token, i % 2 ? 'player' : 'banker', '2.5', `round-00${i}`);
      expect(json.code).toBe(0);
      expect(['0', '4.875']).toContain(json.data.payout);
      expected += Number(json.data.payout) - 2.5;
      expect(Number(json.data.balance)).toBeCloseTo(expected, 4);
    }
    const again = await bet(token, 'banker', '2.5', 'round-000');
    expect(Number(again.json.data.balance)).toBeCloseTo(expected, 4);
    expect(Number((await cashOf(s, cookie)).hqt_01)).toBeCloseTo(expected, 4);

    const records = (await s.call('GET', lotteryPaths.historyOrdersThird, { cookie, query: { type: 'kgame', page: '1', size: '5' } })).json;
    expect(records.code).toBe(1);
    expect(records.result.total).toBe(8);
    expect(records.result.list[0]).toMatchObject({ platformName: 'HQT棋牌', gameName: '比大小', choice: '闲大', stake: '2.5' });
    expect((await s.call('GET', lotteryPaths.historyOrdersThird, { cookie, query: { type: 'agvideo' } })).json.result.total).toBe(0);

    const ledger = await checkLedger(s.db);
    expect(ledger).toMatchObject({ ok: true });
    const journals = await s.db.selectFrom('journal').select('kind').where('kind', 'like', 'game_%').execute();
    expect(journals.filter((j) => j.kind === 'game_bet')).toHaveLength(8);
  });

  it('ends a launch token with the log-in session that launched it', async () => {
    const other = await s.createUser('player10', '0');
    const launched = (await s.call('GET', gameUrlPaths.sb, { cookie: other.cookie, query: { gameCode: 'sb_football' } })).json;
    const token = tokenOf(launched.data);
    // Valid while the session lives: the bet is judged (refused for the empty wallet, not for the token).
    expect((await bet(token, 'home', '10')).json.code).not.toBe(7002);
    expect((await s.call('GET', sessionPaths.logout, { cookie: other.cookie })).status).toBe(200);
    expect((await bet(token, 'home', '10')).json.code).toBe(7002);
  });

  it('refuses a bet after the launch token expires', async () => {
    const token = tokenOf((await launch(gameUrlPaths.sb, 'sb_football')).data);
    s.clock.advance(2 * 60 * 60 * 1000 + 1);
    expect((await bet(token, 'home', '10')).json.code).toBe(7002);
  });
});
