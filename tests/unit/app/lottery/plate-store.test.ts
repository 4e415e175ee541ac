import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ref } from 'valtio';
import { createWorkerApi } from '../../../../engine-worker/worker-api';
import type { PlayOdds } from '../../../../contract/lottery';
import type * as Adapter from '../../../../app/features/lottery/engine-adapter';

// The engine runs in-process (the worker's API without the worker); the trend request is a stub.
const engine = createWorkerApi();
vi.mock('../../../../app/features/lottery/engine-adapter', async (importOriginal) => ({
  ...(await importOriginal<typeof Adapter>()),
  countBets: async (key: string, selection: Parameters<typeof engine.countBets>[1]) => engine.countBets(key, selection),
}));
vi.mock('../../../../app/lib/call', async (real) => {
  const { lotteryEndpoints } = await import('../../../../contract/lottery');
  const { callWith } = await import('../../../support/call-with');
  return callWith(await real(), [[lotteryEndpoints.trend, () => ({ list: [], hitFrequency: [], skipFrequency: [], min: 0, max: 9 })]]);
});

const { catalogState, openInCatalog } = await import('../../../../app/features/lottery/catalog-store');
const plate = await import('../../../../app/features/lottery/plate-store');
const { plateState } = plate;

const odds: PlayOdds = {
  bonusA: '1960',
  rateA: '0.065',
  bonusB: '1900',
  rateB: '0',
  returnA: '0.98',
  returnB: '0.95',
  s: 0,
  singlePickMaxBonus: '0',
  n: 1,
  m: 99999,
  levels: [],
  choices: [
    { point: '0.065', odds: '1832.6', type: 'A' },
    { point: '0', odds: '1960', type: 'A' },
    { point: '0', odds: '1900', type: 'B' },
  ],
};

describe('plate store', () => {
  beforeAll(() => {
    openInCatalog('HN1FC', 'ssc');
    plate.setPlays(engine.playsOf('ssc'));
    plateState.odds = ref(Object.fromEntries(engine.playsOf('ssc').map((p) => [p.id, odds])));
  });

  it('shows the normal tabs, or the 不限 ones when unlimited is on', () => {
    plate.setUnlimited(false);
    const normal = plateState.visibleTabs;
    plate.setUnlimited(true);
    const unlimited = plateState.visibleTabs;
    expect(normal).toContain('五星');
    expect(unlimited.length).toBeGreaterThan(0);
    expect(plateState.plays.filter((p) => unlimited.includes(p.tab)).some((p) => p.unlimited)).toBe(true);
    expect(plateState.hasUnlimited).toBe(true);
    plate.setUnlimited(false);
  });

  it('derives the play, the odds choices of the odds type and the chosen one when a play is selected', () => {
    plate.selectPlay('wx_zx_fs');
    expect(plateState.play?.id).toBe('wx_zx_fs');
    plate.setOddsType('A');
    expect(plateState.oddsChoices.map((c) => c.point)).toEqual(['0.065', '0']);
    expect(plateState.chosenOdds?.odds).toBe('1832.6');
    plate.setPoint('0');
    expect(plateState.chosenOdds?.odds).toBe('1960');
    plate.setOddsType('B');
    expect(plateState.chosenOdds).toEqual({ point: '0', odds: '1900', type: 'B' });
  });

  it('prices the plate from the engine’s bet count, money mode and multiple', async () => {
    plate.selectPlay('wx_zx_fs');
    for (let row = 0; row < 5; row++) plate.togglePlateValue(row, String(row));
    plate.togglePlateValue(0, '9');
    await vi.waitFor(() => expect(plateState.betCount).toBe(2));
    plate.setMoneyMode('0.2');
    plate.setMultiple(3);
    expect(plateState.amount).toBe('1.2');
    plate.setMultiple(1_000_000);
    expect(plateState.multiple).toBe(99_999);
  });

  it('keeps the 不限 plays to 时时彩: turning them on elsewhere leaves them off', () => {
    catalogState.family = 'k3';
    plate.setUnlimited(true);
    expect(plateState.unlimited).toBe(false);
    catalogState.family = 'ssc';
  });

  it('keeps a chip stake whole and within the multiple limit, and drops an emptied chip', () => {
    plate.resetPlate();
    plate.setChip(0, '大', 12.7);
    plate.setChip(1, '小', 1_000_000);
    expect(plateState.chips).toEqual({ '0:大': 12, '1:小': 99_999 });
    plate.setChip(1, '小', 0);
    plate.setChip(2, '单', null);
    expect(plateState.chips).toEqual({ '0:大': 12 });
    plate.setChipStake(0);
    expect(plateState.chipStake).toBe(1);
    plate.setChipStake(5.5);
    expect(plateState.chipStake).toBe(5);
  });

  it('clears the picks and the bet count when the plate is reset', async () => {
    plate.selectPlay('wx_zx_fs');
    for (let row = 0; row < 5; row++) plate.togglePlateValue(row, '1');
    await vi.waitFor(() => expect(plateState.betCount).toBe(1));
    plate.resetPlate();
    expect(plateState.rows).toEqual([[], [], [], [], []]);
    expect(plateState.betCount).toBe(0);
  });
});
