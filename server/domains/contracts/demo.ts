/**
 * Demo contracts, made through the contract services at past times and paid by the real
 * settlement over the seeded activity: the platform's grants to `agent` (a month ago, every
 * kind), agent's contracts with agent2 (signed eight days ago; the salary one paid only on
 * agent's approval) and an offer of 私返 still waiting for agent2; the payouts job of the
 * demo history (db/demo-history.ts) pays them as their periods end.
 */
import type { ContractKind, ContractTier } from '../../../contract/team-contracts';
import type { Db } from '../../db/client';
import { DAY_MS } from '../../../rules/beijing-time';
import { decideOffer, grantContract, offerContract } from './service';
import { readTiers } from './terms';
import { contractId, type UserId } from '../../db/ids';

const grants: Record<ContractKind, ContractTier[]> = {
  lotterysalary: [
    { volume: '20', loss: '0', active: 1, rate: '1' },
    { volume: '100', loss: '0', active: 2, rate: '1.5' },
  ],
  lotterybonus: [
    { volume: '0', loss: '10', active: 1, rate: '10' },
    { volume: '100', loss: '50', active: 2, rate: '20' },
  ],
  lotteryprivate: [{ volume: '20', loss: '0', active: 1, rate: '0.5' }],
  gamebonus: [{ volume: '0', loss: '10', active: 1, rate: '10' }],
  gamereturn: [{ volume: '20', loss: '0', active: 1, rate: '0.5' }],
};

/** What agent offers agent2: [kind, tiers, approval, signed]. */
const offers: ReadonlyArray<readonly [ContractKind, ContractTier[], 0 | 1, boolean]> = [
  ['lotterysalary', [{ volume: '20', loss: '0', active: 1, rate: '0.8' }], 1, true],
  ['lotterybonus', [{ volume: '0', loss: '10', active: 1, rate: '8' }], 0, true],
  ['gamebonus', [{ volume: '0', loss: '10', active: 1, rate: '5' }], 0, true],
  ['gamereturn', [{ volume: '20', loss: '0', active: 1, rate: '0.3' }], 0, true],
  ['lotteryprivate', [{ volume: '20', loss: '0', active: 1, rate: '0.4' }], 0, false],
];

export async function seedContractDemo(db: Db, ids: Map<string, UserId>, now: number): Promise<void> {
  const agentId = ids.get('agent');
  const agent2Id = ids.get('agent2');
  if (agentId === undefined || agent2Id === undefined) return;
  const at = (daysAgo: number) => ({ db, clock: { now: () => now - daysAgo * DAY_MS } });
  for (const [kind, tiers] of Object.entries(grants) as Array<[ContractKind, ContractTier[]]>)
    await grantContract(at(30), agentId, kind, readTiers(kind, tiers));
  for (const [kind, tiers, approval, signed] of offers) {
    const offer = await offerContract(at(signed ? 8 : 1), agentId, { kind, username: 'agent2', tiers, approval });
    // The offer comes back as the client sees it (a plain id).
    if (signed) await decideOffer(at(8), agent2Id, contractId(offer.id), true);
  }
}
