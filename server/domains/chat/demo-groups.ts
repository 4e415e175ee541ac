/**
 * The demo agent's team group (agent, player1, player2) with a short conversation, one lucky red
 * packet still open (player2 took a share) and one ordinary packet fully taken, so the group
 * views, the packet cards and the records show something real. Money moves through the ledger
 * as it does for a real send and grab.
 */
import { GROUP_MESSAGE_TYPE, GROUP_TIP, RED_PACKET_TTL_MS, type GroupTip } from '../../../contract/groups';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import { mainAccountId, postJournal } from '../wallet/ledger';
import { CENT, escrowAccountId, luckyShare } from './red-packets';

const MINUTE = 60_000;

async function packet(tx: Tx, db: Db, p: { gid: number; sender: number; type: 0 | 1; title: string; num: number; total: number; shareMin: number; at: number; grabbers: number[] }) {
  const row = await tx
    .insertInto('red_packets')
    .values({ group_id: p.gid, sender_id: p.sender, request_id: `seed-${p.at}`, type: p.type, title: p.title, num: p.num, total: p.total, share_min: p.shareMin, created_at: p.at, expires_at: p.at + RED_PACKET_TTL_MS })
    .returning('id')
    .executeTakeFirstOrThrow();
  const escrow = await escrowAccountId(tx, db);
  const postings = (from: number, to: number, amount: number) => [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ];
  await postJournal(tx, { kind: 'redpacket_send', idemKey: `redpacket:send:${row.id}`, ref: String(row.id), now: p.at, postings: postings(await mainAccountId(db, tx, p.sender), escrow, p.total) });
  await tx.insertInto('group_messages').values({ group_id: p.gid, from_user_id: p.sender, client_id: `redpacket-${row.id}`, message_type: GROUP_MESSAGE_TYPE.redPacket, message: p.title, red_packet_id: row.id, created_at: p.at }).execute();
  let left = p.total;
  for (const [i, user] of p.grabbers.entries()) {
    const remaining = p.num - i;
    const share = p.type === 1 ? luckyShare(left, remaining, p.shareMin) : p.total / p.num;
    left -= share;
    const at = p.at + (i + 1) * MINUTE;
    await tx.insertInto('red_packet_grabs').values({ packet_id: row.id, user_id: user, amount: share, created_at: at }).execute();
    await postJournal(tx, { kind: 'redpacket_grab', idemKey: `redpacket:grab:${row.id}:${user}`, ref: String(row.id), now: at, postings: postings(escrow, await mainAccountId(db, tx, user), share) });
  }
  const finished = p.grabbers.length === p.num;
  await tx
    .updateTable('red_packets')
    .set({ grabbed_num: p.grabbers.length, grabbed_amount: p.total - left, ...(finished ? { status: 1, finished_at: p.at + p.num * MINUTE } : {}) })
    .where('id', '=', row.id)
    .execute();
}

export async function seedGroups(db: Db, ids: ReadonlyMap<string, number>, now: number): Promise<void> {
  const agent = ids.get('agent');
  const player1 = ids.get('player1');
  const player2 = ids.get('player2');
  if (agent === undefined || player1 === undefined || player2 === undefined) return;
  const start = now - 3 * 60 * MINUTE;
  await db.transaction().execute(async (tx) => {
    const group = await tx.insertInto('chat_groups').values({ name: '代理团队', owner_id: agent, created_at: start }).returning('id').executeTakeFirstOrThrow();
    const gid = group.id;
    await tx
      .insertInto('chat_group_members')
      .values([
        { group_id: gid, user_id: agent, inviter_id: null, joined_at: start },
        { group_id: gid, user_id: player1, inviter_id: agent, joined_at: start },
        { group_id: gid, user_id: player2, inviter_id: agent, joined_at: start },
      ])
      .execute();
    const tip: GroupTip = { type: GROUP_TIP.joined, gid, display: 1, operator: { userId: agent, nikeName: 'age***' }, users: [{ userId: player1, nikeName: 'pla***' }, { userId: player2, nikeName: 'pla***' }] };
    await tx.insertInto('group_messages').values({ group_id: gid, from_user_id: null, client_id: null, message_type: GROUP_MESSAGE_TYPE.tip, message: '', tip: JSON.stringify(tip), created_at: start }).execute();
    const text = (from: number, message: string, minutes: number, index: number) =>
      tx.insertInto('group_messages').values({ group_id: gid, from_user_id: from, client_id: `seed-${index}`, message_type: GROUP_MESSAGE_TYPE.text, message, created_at: start + minutes * MINUTE }).execute();
    await text(agent, '欢迎大家加入团队群，今晚八点发红包！', 1, 1);
    await text(player1, '收到，准时来抢', 2, 2);
    await text(player2, '期待期待', 3, 3);
    await packet(tx, db, { gid, sender: agent, type: 0, title: '恭喜发财，大吉大利', num: 2, total: 2 * 500 * CENT, shareMin: 500 * CENT, at: start + 10 * MINUTE, grabbers: [player1, player2] });
    await text(agent, '再来一个拼手气红包', 120, 4);
    await packet(tx, db, { gid, sender: agent, type: 1, title: '拼手气红包', num: 5, total: 2000 * CENT, shareMin: CENT, at: now - 30 * MINUTE, grabbers: [player2] });
  });
}
