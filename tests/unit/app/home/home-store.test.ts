import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket: open } = await import('../../../support/fake-socket');
  return { io: open(sockets) };
});
const api = vi.hoisted(() => ({ getOpenIssues: vi.fn(), getIssueInfos: vi.fn() }));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [
    [lotteryEndpoints.openIssue, () => api.getOpenIssues()],
    [lotteryEndpoints.issueInfoApp, (input) => api.getIssueInfos(input)],
  ]);
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const home = await import('../../../../app/features/home/home-store');

/** The board as home reads it: the draws, and the issues (kept while a screen observes them). */
async function boardRead() {
  api.getOpenIssues.mockResolvedValue({ HN1FC: { issueNo: '20261122-0099', code: '9,9,9,9,9' } });
  api.getIssueInfos.mockResolvedValue({ HN1FC: { issue: '20261122-0100', second: 30, state: 0 } });
  await queryClient.fetchQuery(home.homeDrawsRead());
  await queryClient.fetchQuery({ ...home.homeIssuesRead(), gcTime: 60_000 });
}
const issues = () => queryClient.getQueryData(home.homeIssuesRead().queryKey);

beforeEach(() => {
  api.getOpenIssues.mockReset();
  api.getIssueInfos.mockReset();
});
afterEach(() => {
  disconnectSocket();
  queryClient.clear();
});

describe('home store', () => {
  it('lists the six home lotteries in order', () => {
    expect(home.homeLotteries).toEqual(['HN1FC', 'HN5FC', 'TXFFC', 'RDFFC', 'JNDSSM', 'RBSSM']);
    expect(home.isHomeLottery('JSK3')).toBe(false);
  });

  it('applies a socket draw of a home lottery, never going back to an older issue', async () => {
    await boardRead();
    expect(home.applyDraw({ lottery: 'HN1FC', issue: '20261122-0100', code: '1,2,3,4,5' })).toBe(true);
    expect(home.cachedHomeDraws().HN1FC).toEqual({ issueNo: '20261122-0100', code: '1,2,3,4,5' });
    home.applyDraw({ lottery: 'HN1FC', issue: '20261122-0099', code: '9,9,9,9,9' });
    expect(home.cachedHomeDraws().HN1FC?.code).toBe('1,2,3,4,5');
    home.applyDraw({ lottery: 'HN1FC', issue: '20261122-0101', code: '0,0,0,0,1' });
    expect(home.cachedHomeDraws().HN1FC?.issueNo).toBe('20261122-0101');
  });

  it('ignores draws of other lotteries', async () => {
    await boardRead();
    expect(home.applyDraw({ lottery: 'JSK3', issue: '1', code: '1,2,3' })).toBe(false);
    expect(home.cachedHomeDraws().JSK3).toBeUndefined();
  });

  it('writes a pushed draw into the cached board and merges that lottery’s next issue into the issues read', async () => {
    await boardRead();
    const stop = home.watchHomeDraws();
    connectSocket('demo');
    await vi.waitFor(() => expect(sockets.length).toBe(1));
    api.getIssueInfos.mockResolvedValueOnce({ HN1FC: { issue: '20261122-0101', second: 60, state: 0 } });
    sockets[0]!.fire('lottery_draw_message', { lottery: 'HN1FC', issue: '20261122-0100', code: '1,2,3,4,5', seed: 's', seedHash: 'h' });
    expect(home.cachedHomeDraws().HN1FC).toEqual({ issueNo: '20261122-0100', code: '1,2,3,4,5' });
    await vi.waitFor(() => expect(issues()?.HN1FC).toMatchObject({ issue: '20261122-0101', second: 60, state: 0 }));
    expect(api.getIssueInfos).toHaveBeenLastCalledWith({ lottery: 'HN1FC' });

    stop();
    sockets[0]!.fire('lottery_draw_message', { lottery: 'HN1FC', issue: '20261122-0101', code: '0,0,0,0,1', seed: 's', seedHash: 'h' });
    expect(home.cachedHomeDraws().HN1FC?.issueNo).toBe('20261122-0100');
  });
});
