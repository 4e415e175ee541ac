import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owning domain, and a domain's SQL (only in its queries files, which lint enforces)
 * names only the tables it owns: another domain's rows are reached through that domain's public file
 * (the wallet's ledger.ts for accounts, balances and the journal). The crossings that remain are listed
 * below with the reason they stay; a new one fails this test, and one that is removed must be struck off.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const owners: Record<string, string[]> = {
  users: ['users'],
  session: ['sessions'],
  wallet: ['accounts', 'journal', 'entries', 'transfers'],
  account: ['bank_cards', 'bind_addresses', 'email_codes'],
  chat: ['chat_messages'],
  groups: ['chat_groups', 'chat_group_members', 'group_messages'],
  'red-packets': ['red_packets', 'red_packet_grabs'],
  contracts: ['team_contracts', 'contract_payouts'],
  games: ['game_rounds', 'game_sessions'],
  letters: ['admin_messages', 'admin_message_states'],
  lottery: ['issues', 'orders', 'lottery_settings', 'traces', 'favourites', 'instant_seeds', 'win_notices'],
  payments: ['deposit_orders', 'deposit_notifications'],
  protection: ['player_protection', 'protection_limits', 'reality_checks'],
  team: ['team_links', 'team_transfers'],
  withdraw: ['withdrawals'],
};
/** Tables of the server itself, not of a domain: the request idempotency keys (db/transaction.ts). */
const serverTables = ['idempotency_keys'];

// A user's name or nickname is joined into the row that shows it: one statement instead of a second look-up.
const names = 'users';
/**
 * The crossings that remain, file → tables. Each is a read in one statement across several domains' rows,
 * kept for its consistency or its cost; moving one behind its owner's public file removes it here.
 */
const knownCrossings: Record<string, string[]> = {
  // a stored message comes back with its names from the insert itself: the send path is one statement
  'chat/queries.ts': [names],
  // the session plugin reads a session and its user in one statement on every request
  'session/queries.ts': [names],
  // a page of contracts or payouts is filtered by the signer's or payee's name before it is cut, and shows both sides' names
  'contracts/queries.ts': [names],
  // the bet escrow's check: its balance against the stakes of undrawn orders and unbooked chase orders, one snapshot
  'wallet/queries.ts': ['orders', 'traces'],
};

const ownerOf = new Map(Object.entries(owners).flatMap(([domain, tables]) => tables.map((table) => [table, domain])));
const tableName = new RegExp(`\\b(${[...ownerOf.keys()].join('|')})\\b`, 'g');

/** The other domains' tables a queries file of `domain` names in its strings and SQL templates. */
function crossingsOf(domain: string, source: string): string[] {
  const file = ts.createSourceFile('queries.ts', source, ts.ScriptTarget.Latest, true);
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    // an import names a file (another domain's public file, the allowed way to its rows), not a table
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))
      for (const [, table] of node.text.matchAll(tableName)) if (ownerOf.get(table!) !== domain) found.add(table!);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found].sort();
}

const domainsDir = path.join(repo, 'server/domains');
const queriesFiles = fs
  .readdirSync(domainsDir)
  .flatMap((domain) => fs.readdirSync(path.join(domainsDir, domain)).flatMap((file) => (/(^|-)queries\.ts$/.test(file) ? [`${domain}/${file}`] : [])));

describe('table owners', () => {
  it('gives every table of the schema one owner', () => {
    const schema = fs.readFileSync(path.join(repo, 'server/db/schema.generated.ts'), 'utf8');
    const body = /export interface DB \{([^}]*)\}/.exec(schema)![1]!;
    const tables = [...body.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]!);
    const owned = [...ownerOf.keys(), ...serverTables];
    expect(new Set(owned).size).toBe(owned.length);
    expect([...tables].sort()).toEqual([...owned].sort());
  });

  it("finds another domain's table named in a query builder call and in raw SQL, not its own", () => {
    const builder = "export const q = (db) => db.selectFrom('accounts').select('balance').where('user_id', '=', 1).execute();\n";
    const raw =
      'export const q = (db) => sql`SELECT SUM(e.amount) FROM entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = ${1}`.execute(db);\n';
    const joined = "export const q = (db) => db.selectFrom('team_links').innerJoin('users as u', 'u.id', 'team_links.user_id').execute();\n";
    expect(crossingsOf('team', builder)).toEqual(['accounts']);
    expect(crossingsOf('team', raw)).toEqual(['accounts', 'entries']);
    expect(crossingsOf('team', joined)).toEqual(['users']);
    expect(crossingsOf('team', "import { userNamesOf } from '../users/queries';\nexport const q = (db) => userNamesOf(db, [1]);\n")).toEqual([]);
    expect(crossingsOf('wallet', builder)).toEqual([]);
    expect(crossingsOf('wallet', raw)).toEqual([]);
    // a column or a word that only contains a table's name is not a table
    expect(crossingsOf('team', "export const q = (db) => db.selectFrom('team_links').select(['user_id', 'accounts_total']).execute();\n")).toEqual([]);
  });

  it("keeps each domain's queries to its own tables, but for the crossings listed", () => {
    const found = Object.fromEntries(
      queriesFiles.flatMap((file) => {
        const crossings = crossingsOf(file.split('/')[0]!, fs.readFileSync(path.join(domainsDir, file), 'utf8'));
        return crossings.length > 0 ? [[file, crossings]] : [];
      }),
    );
    const listed = Object.fromEntries(Object.entries(knownCrossings).map(([file, tables]) => [file, [...tables].sort()]));
    expect(found).toEqual(listed);
  });
});
