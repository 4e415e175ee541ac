import { describe, expect, it, vi } from 'vitest';
import { chatEndpoints } from '../../../../contract/chat';
import { contentEndpoints } from '../../../../contract/content';
import { walletEndpoints } from '../../../../contract/wallet';
import { createCall } from '../../../../app/lib/call';
import { createHttpClient, HttpError, loadErrorCatalogue, serverMessageOr } from '../../../../app/lib/http';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function callWith(respond: (url: string) => Response) {
  const fetch = vi.fn(async (url: string) => respond(url));
  const client = createHttpClient({ fetch, now: () => 1_700_000_000_000 });
  return { fetch, client, call: createCall(client) };
}

describe('call', () => {
  it('sends the query of a GET endpoint and resolves to data when the code is 0', async () => {
    const { fetch, call } = callWith(() => json({ code: 0, msg: 'success', data: { cash: '12.5', agentActiveBalance: '0', version: 3 } }));
    await expect(call(walletEndpoints.balance, { cbId: 'sobet_01' })).resolves.toEqual({ cash: '12.5', agentActiveBalance: '0', version: 3 });
    expect(fetch.mock.calls[0]![0]).toBe('/sobet/pay/getPlayerBalance?cbId=sobet_01&_=1700000000000');
  });

  it('resolves to result for a /lottery endpoint when the code is 1, and throws the message for code 0', async () => {
    const ok = callWith(() => json({ code: 1, msg: 'success', result: { count: 2, ids: ['a', 'b'] } }));
    await expect(ok.call(chatEndpoints.checkMessage)).resolves.toEqual({ count: 2, ids: ['a', 'b'] });
    const wrong = callWith(() => json({ code: 0, msg: '无权操作' }));
    await expect(wrong.call(contentEndpoints.teamCenter)).rejects.toMatchObject({ message: '无权操作', code: 0 });
  });

  it('keeps the server message apart from the catalogue fallback, for serverMessageOr', async () => {
    const said = callWith(() => json({ code: 9001, msg: '托管出款通道维护中' }));
    const error = await said.call(walletEndpoints.balance, { cbId: 'sobet_01' }).catch((e: unknown) => e);
    expect(serverMessageOr(error, '服务失败')).toBe('托管出款通道维护中');
    await loadErrorCatalogue(); // as the app does just after its first render
    const bare = callWith(() => json({ code: 4001 }));
    const bareError = await bare.call(walletEndpoints.balance, { cbId: 'sobet_01' }).catch((e: unknown) => e);
    expect((bareError as HttpError).message).toBe('余额不足');
    expect(serverMessageOr(bareError, '服务失败')).toBe('服务失败');
  });

  it('runs the expired-session handler once when the session has expired', async () => {
    const { client, call } = callWith(() => json({ code: 401, msg: '登录状态已失效，请重新登录' }, 401));
    const expired = vi.fn();
    client.onSessionExpired(expired);
    const error = await call(contentEndpoints.teamCenter).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).expired).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
