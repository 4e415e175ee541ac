// The money files under mutation testing, grouped with the tests that guard them. `npm run test:mutation` runs every
// scope one after the other; STRYKER_SCOPE=<name> runs one (the machine is shared: one scope, one process at a time).
const engineRuleTests = ['tests/unit/engine-worker/{ssc,ssc-wins,11x5,3d,k3,kl12,ky481,lhc,pk10,digit-rules,number-rules,combinatorics}.test.ts'];

export const mutationScopes = {
  rules: {
    mutate: ['engine-worker/rules/*.ts', 'engine-worker/counting/combinatorics.ts'],
    tests: engineRuleTests,
  },
  // the rules scope in file groups, for a run that must fit in less time (same tests: per-test coverage picks the ones that matter)
  'rules-digit': {
    mutate: ['engine-worker/rules/{digit-rules,digit-group-rules,any-position-rules,option-rules}.ts'],
    tests: engineRuleTests,
  },
  'rules-number': {
    mutate: ['engine-worker/rules/{number-set-rules,ordered-distinct-rules,rank-rules,number-pool}.ts', 'engine-worker/counting/combinatorics.ts'],
    tests: engineRuleTests,
  },
  'rules-dice-six': {
    mutate: ['engine-worker/rules/{dice-rules,mark-six-rules}.ts'],
    tests: engineRuleTests,
  },
  money: {
    mutate: ['rules/money.ts'],
    tests: ['tests/unit/rules/{money,money-guards}.test.ts', 'tests/unit/engine-worker/order-lines.test.ts'],
  },
  parse: {
    mutate: ['engine-worker/parsing/parse-entries.ts'],
    tests: ['tests/unit/engine-worker/{parse-entries,parse-inputs}.test.ts'],
  },
  ledger: {
    mutate: ['server/domains/wallet/ledger.ts'],
    tests: ['tests/unit/server/{ledger,ledger-paths}.test.ts'],
  },
  settlement: {
    mutate: ['server/domains/lottery/settlement.ts'],
    tests: ['tests/unit/server/{settlement,single-picks,money-paths}.test.ts'],
  },
  orders: {
    mutate: ['server/domains/lottery/orders.ts'],
    tests: ['tests/unit/server/{orders,order-checks,single-picks,money-paths}.test.ts'],
  },
};

export function mutationScope(name) {
  const scope = mutationScopes[name ?? ''];
  if (!scope) throw new Error(`STRYKER_SCOPE must be one of: ${Object.keys(mutationScopes).join(', ')}`);
  return scope;
}
