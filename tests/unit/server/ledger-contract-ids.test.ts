/**
 * AccountId, JournalId and ContractId: a ledger account's, a journal's and a team contract's ids are branded,
 * so the compiler refuses a plain number, a user's id or another kind of id where one of them is meant, and
 * each constructor is the one door a number passes through, checked once.
 */
import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { accountId, contractId, journalId, userId, type AccountId, type ContractId, type JournalId } from '../../../server/db/ids';
import type { ContractPayoutsTable, Database, TeamContractsTable } from '../../../server/db/schema';
import type { Posting } from '../../../server/domains/wallet/ledger';
import { minorUnits } from '../../../rules/money';

type AccountsTable = Database['accounts'];
type EntriesTable = Database['entries'];
type JournalTable = Database['journal'];

const brands = [
  { name: 'accountId', make: accountId, what: '账户' },
  { name: 'journalId', make: journalId, what: '流水' },
  { name: 'contractId', make: contractId, what: '契约' },
] as const;

describe.each(brands)('$name', ({ make, what }) => {
  it('accepts a positive safe integer and keeps its value', () => {
    expect(make(1)).toBe(1);
    expect(make(42)).toBe(42);
    expect(make(Number.MAX_SAFE_INTEGER)).toBe(2 ** 53 - 1);
  });

  it('refuses what no row id can be: zero, negatives, fractions, unsafe integers, NaN', () => {
    for (const bad of [0, -1, 1.5, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => make(bad)).toThrow(RangeError);
    expect(() => make(0)).toThrow(`${what}编号必须是正整数：0`);
  });
});

describe('AccountId, JournalId and ContractId at the type level (checked by tsc, not at run time)', () => {
  const account = (id: AccountId): AccountId => id;
  const journal = (id: JournalId): JournalId => id;
  const contract = (id: ContractId): ContractId => id;

  it('each takes its own id and refuses a plain number, a user id or another kind of id', () => {
    expect([account(accountId(3)), journal(journalId(4)), contract(contractId(5))]).toEqual([3, 4, 5]);
    // @ts-expect-error a plain number is no account's id
    account(3);
    // @ts-expect-error a user's id is not their account's id
    account(userId(3));
    // @ts-expect-error a journal's id is no account's id
    account(journalId(3));
    // @ts-expect-error a plain number is no journal's id
    journal(4);
    // @ts-expect-error an account's id is no journal's id
    journal(accountId(4));
    // @ts-expect-error a plain number is no contract's id
    contract(5);
    // @ts-expect-error a user's id is no contract's id
    contract(userId(5));
    // @ts-expect-error an account's id is no contract's id
    contract(accountId(5));
  });

  it('a ledger posting names its account by an AccountId', () => {
    const posting: Posting = { accountId: accountId(2), amount: minorUnits(100) };
    // @ts-expect-error a posting to a plain number
    const plain: Posting = { accountId: 2, amount: minorUnits(100) };
    // @ts-expect-error a posting to a user's id rather than one of their accounts
    const toUser: Posting = { accountId: userId(2), amount: minorUnits(100) };
    expect([posting.accountId, plain.accountId, toUser.accountId]).toEqual([2, 2, 2]);
  });

  it('is what the database edge gives and takes for the columns listed in schema.ts', () => {
    const accountRow = { id: accountId(1) } satisfies Pick<Selectable<AccountsTable>, 'id'>;
    const entry = { account_id: accountId(1), journal_id: journalId(2) } satisfies Pick<Selectable<EntriesTable>, 'account_id' | 'journal_id'>;
    const journalRow = { id: journalId(2) } satisfies Pick<Selectable<JournalTable>, 'id'>;
    const contractRow = { id: contractId(3) } satisfies Pick<Selectable<TeamContractsTable>, 'id'>;
    const payout = { id: 9, contract_id: contractId(3) } satisfies Pick<Selectable<ContractPayoutsTable>, 'id' | 'contract_id'>;
    expect([accountRow.id, entry.account_id, entry.journal_id, journalRow.id, contractRow.id, payout.contract_id]).toEqual([1, 1, 2, 2, 3, 3]);
    // @ts-expect-error a plain number is no accounts.id
    const plainAccount: Selectable<AccountsTable>['id'] = 1;
    // @ts-expect-error a journal's id is no entries.account_id
    const wrongAccount: Selectable<EntriesTable>['account_id'] = journalId(1);
    // @ts-expect-error an account's id is no entries.journal_id
    const wrongJournal: Selectable<EntriesTable>['journal_id'] = accountId(1);
    // @ts-expect-error a plain number is no journal.id
    const plainJournal: Selectable<JournalTable>['id'] = 2;
    // @ts-expect-error a plain number is no team_contracts.id
    const plainContract: Selectable<TeamContractsTable>['id'] = 3;
    // @ts-expect-error a user's id is no contract_payouts.contract_id
    const wrongContract: Selectable<ContractPayoutsTable>['contract_id'] = userId(3);
    // a payout's own id is no contract's: it stays a plain number
    const payoutId: Selectable<ContractPayoutsTable>['id'] = 9;
    expect([plainAccount, wrongAccount, wrongJournal, plainJournal, plainContract, wrongContract, payoutId]).toEqual([1, 1, 1, 2, 3, 3, 9]);
  });

  it('is still a number to read: comparisons and formatting need no conversion', () => {
    const id: number = accountId(5);
    expect(id + 1).toBe(6);
    expect(`C${String(journalId(7)).padStart(10, '0')}`).toBe('C0000000007');
  });
});
