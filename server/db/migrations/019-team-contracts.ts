/**
 * Team contracts (contract/team-contracts.ts): one row per offer, its terms (tiers as JSON:
 * volume and loss thresholds in minor units, active members, the rate in hundredths of a
 * percent), its state and the days its terms apply; and one payout row per contract and period,
 * unique, so a period is paid at most once however often or wherever the run goes. A paid
 * payout's money is one journal ('contract_payout:<id>') in the same transaction.
 */
export const teamContracts = `
CREATE TABLE team_contracts (
  id BIGSERIAL PRIMARY KEY,
  kind TEXT NOT NULL,
  offerer_id BIGINT REFERENCES users(id),
  signer_id BIGINT NOT NULL REFERENCES users(id),
  tiers TEXT NOT NULL,
  approval INT NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('offered', 'signed', 'refused', 'cancelled', 'replaced')),
  created_at BIGINT NOT NULL,
  decided_at BIGINT,
  effective_from BIGINT,
  effective_to BIGINT
);
CREATE INDEX team_contracts_signer ON team_contracts(signer_id, kind);
CREATE INDEX team_contracts_offerer ON team_contracts(offerer_id, kind);
CREATE INDEX team_contracts_in_force ON team_contracts(kind) WHERE effective_from IS NOT NULL;

CREATE TABLE contract_payouts (
  id BIGSERIAL PRIMARY KEY,
  contract_id BIGINT NOT NULL REFERENCES team_contracts(id),
  kind TEXT NOT NULL,
  payer_id BIGINT REFERENCES users(id),
  payee_id BIGINT NOT NULL REFERENCES users(id),
  period_start BIGINT NOT NULL,
  period_end BIGINT NOT NULL,
  volume BIGINT NOT NULL,
  loss BIGINT NOT NULL,
  active INT NOT NULL,
  rate INT NOT NULL,
  amount BIGINT NOT NULL CHECK (amount >= 0),
  state TEXT NOT NULL CHECK (state IN ('paid', 'awaiting', 'insufficient', 'rejected', 'unmet')),
  created_at BIGINT NOT NULL,
  paid_at BIGINT,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_payouts_payee ON contract_payouts(payee_id, kind, period_start);
CREATE INDEX contract_payouts_payer ON contract_payouts(payer_id, kind, period_start);
`;
