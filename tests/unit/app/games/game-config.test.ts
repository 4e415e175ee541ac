import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../../app/features/game-window', () => ({ openGameWindow: vi.fn() }));
vi.mock('../../../../app/stores/wallet-store', () => ({ openWallet: vi.fn(), openWalletFromGame: vi.fn() }));

const { activePlatforms } = await import('../../../../app/features/games/launch');
const { gameRecordTabs, visibleGameRecordTabs } = await import('../../../../app/lib/game-record-tabs');

describe("the server's game config applied", () => {
  const platforms = [{ code: 'ag' }, { code: 'pt' }, { code: 'ky' }];

  it('lists only the platforms the config names as active, all while it is unknown', () => {
    expect(activePlatforms(platforms, 'ag, ky').map((p) => p.code)).toEqual(['ag', 'ky']);
    expect(activePlatforms(platforms, '')).toEqual([]);
    expect(activePlatforms(platforms, undefined)).toEqual(platforms);
  });

  it('hides the record tabs the server hides, besides those the app always hides', () => {
    const always = visibleGameRecordTabs().map((t) => t.value);
    expect(always).not.toContain('wmvideo');
    expect(always).toContain('agvideo');
    expect(always.length).toBe(gameRecordTabs.filter((t) => !('hidden' in t)).length);
    const withServer = visibleGameRecordTabs(['agvideo', 'cq9']).map((t) => t.value);
    expect(withServer).toEqual(always.filter((v) => v !== 'agvideo' && v !== 'cq9'));
  });
});
