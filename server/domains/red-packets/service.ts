/**
 * Red packets in groups. Money is integer minor units (10,000 a yuan); shares are whole cents
 * (100 minor units) so every amount shows with 2 decimals.
 *
 * - Send: one transaction debits the sender's main wallet into sys:redpacket_escrow, stores the
 *   packet and its card message (idempotent on the client's requestId).
 * - Grab: one transaction locks the packet row (FOR UPDATE), decides the share now (lucky: the
 *   double-mean method over what is left, each share at least the minimum, the last takes the
 *   rest; ordinary: the fixed share), stores the grab ((packet, user) is unique) and credits the
 *   grabber from escrow. The lock serialises grabs of one packet on every process, so the shares
 *   never exceed the total and the count never exceeds num.
 * - Expiry: 24 hours after sending, the unclaimed rest goes back to the sender. Each packet is
 *   claimed with FOR UPDATE SKIP LOCKED and flipped 0 → 2 by a status-guarded UPDATE in the same
 *   transaction as the refund journal (key redpacket:refund:<id>), so any number of passes on any
 *   number of processes refund it once.
 */
import { randomUUID } from 'node:crypto';
import { PeriodicPasses } from '../../periodic-passes';
import { cleanChatText, chatLength } from '../../../contract/chat';
import { rulesOf } from '../../../contract/user-types';
import {
  GROUP_MESSAGE_TYPE,
  GROUP_TIP,
  RED_PACKET_CARD,
  RED_PACKET_DEFAULT_TITLE,
  RED_PACKET_OPEN,
  RED_PACKET_RECORD,
  RED_PACKET_RECORD_PAGE_SIZE,
  RED_PACKET_TITLE_MAX,
  RED_PACKET_TTL_MS,
  RED_PACKET_TYPE,
  type RedPacketDetail,
  type RedPacketGrab,
  type RedPacketOpenState,
  type RedPacketRecords,
  type GroupMessage,
} from '../../../contract/groups';
import { socketEvents } from '../../../contract/socket';
import type { Db } from '../../db/client';
import { idempotent, type Tx } from '../../db/transaction';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import type { SessionUser } from '../../plugins/session';
import { beijingYear, beijingYearRange } from '../../../rules/beijing-time';
import { evenShare, luckyShare, redPacketAmountProblem, redPacketCountProblem, redPacketShareMin, redPacketTotal } from '../../../rules/red-packets';
import { formatCents, minorUnits, type MinorUnits, negateMinor, subtractMinor, toMinorUnits } from '../../../rules/money';
import { securityChecks } from '../users/security';
import { mainAccountId, postJournal, systemAccountIdOf, systemBalanceOf } from '../wallet/ledger';
import { guardPlayAllowed } from '../protection/guard';
import { canSpeak, publicName } from '../groups/rules';
import { groupRoom, insertGroupMessage, memberRow, toGroupMessage, type GroupDeps, type GroupService } from '../groups/service';
import { cardOf, isExpired, isFinished, redPacketCards, viewerStatus } from './cards';
import * as rq from './queries';
import type { AccountId, GroupId, RedPacketId, UserId } from '../../db/ids';

export const ESCROW_KIND = 'sys:redpacket_escrow';

const escrowIds = new WeakMap<object, AccountId>();
export async function escrowAccountId(db: Db | Tx, cacheKey: object): Promise<AccountId> {
  let id = escrowIds.get(cacheKey);
  if (id === undefined) {
    id = await systemAccountIdOf(db, ESCROW_KIND);
    escrowIds.set(cacheKey, id);
  }
  return id;
}

export interface SendInput {
  targetId: GroupId;
  type: 0 | 1;
  content?: string;
  num: number;
  amount: string;
  paypwd: string;
  /** The client's idempotency key, if it sent one. */
  requestId?: string;
}

/** What the red packets use: the groups' parts, the lucky shares' randomness, and the fund-password checks' parts. */
export type RedPacketDeps = GroupDeps & Pick<ServerDeps, 'entropy' | 'attempts' | 'passwords'>;

export function redPacketService(deps: RedPacketDeps, groups: GroupService) {
  const settings = deps.config.groups;
  const security = securityChecks(deps);

  const cardsFor = redPacketCards(deps);

  /** Checks the packet against the limits; answers its total and minimum share in minor units. */
  function checkAmounts(type: 0 | 1, num: number, amountText: string): { total: MinorUnits; shareMin: MinorUnits } {
    if (!settings.redPacketEnabled) fail('redPacketDisabled');
    const lucky = type === RED_PACKET_TYPE.lucky;
    const problem = redPacketCountProblem(num, settings.redPacketLimit) ?? redPacketAmountProblem(lucky, amountText, num, settings);
    if (problem) fail(problem.code, problem.message);
    return { total: toMinorUnits(redPacketTotal(lucky, amountText, num)), shareMin: toMinorUnits(redPacketShareMin(lucky, amountText, settings)) };
  }

  async function send(user: SessionUser, input: SendInput): Promise<{ redPacketId: RedPacketId; message: GroupMessage; balance: string }> {
    const me = await groups.chatter(user.id);
    // A packet moves money to whoever grabs it: a type that may not transfer (withdraw-only) sends none.
    if (!rulesOf(me.user_type).transfer) fail('transferForbidden');
    const { group, member } = await groups.membership(input.targetId, me.id);
    if (!canSpeak(group, member)) fail(member.muted === 1 ? 'groupMuted' : 'groupAllMuted');
    const title = cleanChatText(input.content ?? '') || RED_PACKET_DEFAULT_TITLE;
    if (chatLength(title) > RED_PACKET_TITLE_MAX) fail('redPacketTitle');
    const { total, shareMin } = checkAmounts(input.type, input.num, input.amount);
    await security.fundPassword(await security.userById(me.id), input.paypwd);
    const { paypwd: _secret, ...request } = input;
    let fresh = false;
    const result = await idempotent(deps, user, input.requestId === undefined ? undefined : `redpacket:${input.requestId}`, request, async (tx) => {
      const now = deps.clock.now();
      await guardPlayAllowed(tx, me.id, now);
      const packet = await rq.insertPacket(tx, {
        group_id: group.id,
        sender_id: me.id,
        request_id: input.requestId ?? randomUUID(),
        type: input.type,
        title,
        num: input.num,
        total,
        share_min: shareMin,
        created_at: now,
        expires_at: now + RED_PACKET_TTL_MS,
      });
      const [from, escrow] = await Promise.all([mainAccountId(deps.db, tx, me.id), escrowAccountId(tx, deps.db)]);
      const balances = await postJournal(tx, {
        kind: 'redpacket_send',
        idemKey: `redpacket:send:${packet.id}`,
        ref: String(packet.id),
        now,
        postings: [
          { accountId: from, amount: negateMinor(total) },
          { accountId: escrow, amount: total },
        ],
      });
      const { row } = await insertGroupMessage(tx, {
        groupId: group.id,
        fromUserId: me.id,
        clientId: `redpacket-${packet.id}`,
        messageType: GROUP_MESSAGE_TYPE.redPacket,
        message: title,
        redPacketId: packet.id,
        now,
      });
      const card = cardOf({ ...packet, sender_name: me.username, sender_nick: me.nickname }, RED_PACKET_CARD.none);
      fresh = true;
      return { redPacketId: packet.id, message: toGroupMessage(row, group.name, publicName(me), card), balance: formatCents(balances.get(from)!) };
    });
    // Every member's conversation shows the card (the sender's tabs too; the id tells a repeat).
    if (fresh) deps.realtime.io.to(groupRoom(group.id)).emit(socketEvents.groupMessage, result.message);
    return result;
  }

  async function grab(user: SessionUser, redPacketId: RedPacketId): Promise<RedPacketGrab> {
    const me = await groups.chatter(user.id);
    const outline = (await rq.packetById(deps.db, redPacketId)) ?? fail('redPacketNotFound');
    const { group } = await groups.membership(outline.group_id, me.id);
    // A finished packet stays finished: the late grabs of a rush are answered without queueing on its lock.
    if (isFinished(outline)) {
      const taken = await rq.grabOf(deps.db, outline.id, me.id);
      fail(taken ? 'redPacketTaken' : 'redPacketFinished');
    }
    const outcome = await idempotent(deps, user, undefined, null, async (tx) => {
      const now = deps.clock.now();
      const p = (await rq.packetById(tx, redPacketId, true))!;
      const taken = await rq.grabOf(tx, p.id, me.id);
      if (taken) fail('redPacketTaken');
      if (isFinished(p)) fail('redPacketFinished');
      if (isExpired(p, now)) fail('redPacketExpired');
      await guardPlayAllowed(tx, me.id, now);
      const sharesLeft = p.num - p.grabbed_num;
      const share =
        p.type === RED_PACKET_TYPE.lucky
          ? luckyShare(subtractMinor(p.total, p.grabbed_amount), sharesLeft, p.share_min, (max) => deps.entropy.int(max + 1))
          : evenShare(p.total, p.num);
      const end = sharesLeft === 1;
      await rq.recordGrab(tx, p, { userId: me.id, amount: share, now, end });
      const [to, escrow] = await Promise.all([mainAccountId(deps.db, tx, me.id), escrowAccountId(tx, deps.db)]);
      const balances = await postJournal(tx, {
        kind: 'redpacket_grab',
        idemKey: `redpacket:grab:${p.id}:${me.id}`,
        ref: String(p.id),
        now,
        postings: [
          { accountId: escrow, amount: negateMinor(share) },
          { accountId: to, amount: share },
        ],
      });
      return { packet: p, share, end, balance: balances.get(to)! };
    });
    const { packet, share, end } = outcome;
    await groups
      .sendTip(group, {
        type: GROUP_TIP.grabbed,
        display: 1,
        operator: groups.tipUser(me),
        users: [],
        redPacket: {
          redPacketId: packet.id,
          sendUserId: packet.sender_id,
          sendNikeName: publicName({ username: packet.sender_name, nickname: packet.sender_nick }),
          grabUserId: me.id,
          grabNikeName: publicName(me),
          end: end ? 1 : 0,
        },
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'red packet tip failed'));
    return { redPacketId: packet.id, amount: formatCents(share), end: end ? 1 : 0, balance: formatCents(outcome.balance) };
  }

  /** A packet of a group the viewer is in (or sent by the viewer). */
  async function visiblePacket(userId: UserId, redPacketId: RedPacketId) {
    const p = (await rq.packetById(deps.db, redPacketId)) ?? fail('redPacketNotFound');
    if (p.sender_id !== userId && !(await memberRow(deps.db, p.group_id, userId))) fail('groupNotMember');
    return p;
  }

  async function open(user: SessionUser, redPacketId: RedPacketId): Promise<RedPacketOpenState> {
    const me = await groups.chatter(user.id);
    const p = (await rq.packetById(deps.db, redPacketId)) ?? fail('redPacketNotFound');
    // Whoever may not grab it (a dissolved group, not a member) hears why, exactly as grab answers.
    await groups.membership(p.group_id, me.id);
    const mine = await rq.grabOf(deps.db, p.id, me.id);
    const status = viewerStatus(p, mine !== undefined, deps.clock.now());
    const state: RedPacketOpenState = { status: status === RED_PACKET_CARD.none ? RED_PACKET_OPEN.canOpen : status, redPacket: cardOf(p, status) };
    if (mine) state.amount = formatCents(mine.amount);
    return state;
  }

  async function detail(user: SessionUser, redPacketId: RedPacketId): Promise<RedPacketDetail> {
    const me = await groups.chatter(user.id);
    const p = await visiblePacket(me.id, redPacketId);
    const grabs = await rq.grabsOfPacket(deps.db, p.id);
    const now = deps.clock.now();
    const finished = isFinished(p);
    // The best share shows once the packet is finished, and only for a lucky one with several shares.
    const bestIndex =
      finished && p.type === RED_PACKET_TYPE.lucky && p.num > 1 ? grabs.reduce((best, g, i) => (g.amount > grabs[best]!.amount ? i : best), 0) : -1;
    const mine = grabs.find((g) => g.user_id === me.id);
    const expired = !finished && isExpired(p, now);
    return {
      ...cardOf(p, viewerStatus(p, mine !== undefined, now)),
      grabAmount: formatCents(mine?.amount ?? minorUnits(0)),
      detail: {
        num: p.num,
        total: formatCents(p.total),
        grabAmount: formatCents(p.grabbed_amount),
        grabNum: p.grabbed_num,
        sendTime: p.created_at,
        isFinish: finished ? 1 : 0,
        finishTime: finished ? (p.finished_at ?? 0) : expired ? (p.finished_at ?? p.expires_at) : 0,
        isExpired: expired ? 1 : 0,
        items: grabs.map((g, i) => ({
          userId: g.user_id,
          nikeName: publicName(g),
          grabTime: g.created_at,
          amount: formatCents(g.amount),
          best: i === bestIndex ? 1 : 0,
        })),
      },
    };
  }

  /** The Beijing calendar year [start, end) in epoch ms; this year or last year only. */
  function yearRange(year: number): [number, number] {
    const thisYear = beijingYear(deps.clock.now());
    if (year !== thisYear && year !== thisYear - 1) fail('redPacketYear');
    return beijingYearRange(year);
  }

  const recordStatus = (p: { status: number; grabbed_num: number; num: number; expires_at: number }, now: number) =>
    isFinished(p) ? RED_PACKET_RECORD.finished : isExpired(p, now) ? RED_PACKET_RECORD.expired : RED_PACKET_RECORD.open;

  /** The best share of each finished lucky packet among these (the largest, the earliest on a tie). */
  async function bestGrabs(ids: RedPacketId[]): Promise<Map<RedPacketId, UserId>> {
    if (ids.length === 0) return new Map();
    return rq.bestGrabbers(deps.db, ids);
  }

  async function received(user: SessionUser, year: number, currPage: number, pageSize: number): Promise<RedPacketRecords> {
    const me = await groups.chatter(user.id);
    const [from, to] = yearRange(year);
    const size = Math.min(pageSize, RED_PACKET_RECORD_PAGE_SIZE);
    const { totals, rows, allIds } = await rq.receivedPage(deps.db, { userId: me.id, from, to, page: currPage, size });
    const best = await bestGrabs(allIds.map((r) => r.packet_id));
    const now = deps.clock.now();
    return {
      totalAmount: formatCents(totals.sum),
      totalItem: totals.n,
      bestCount: [...best.values()].filter((id) => id === me.id).length,
      list: rows.map((p) => ({
        redPacketId: p.id,
        type: p.type,
        content: p.title,
        sendNikeName: publicName({ username: p.sender_name, nickname: p.sender_nick }),
        grabAmount: formatCents(p.grab_amount),
        amount: formatCents(p.total),
        status: recordStatus(p, now),
        num: p.num,
        stock: p.num - p.grabbed_num,
        sendTime: p.created_at,
        grabTime: p.grab_time,
        best: best.get(p.id) === me.id ? 1 : 0,
      })),
    };
  }

  async function sent(user: SessionUser, year: number, currPage: number, pageSize: number): Promise<RedPacketRecords> {
    const me = await groups.chatter(user.id);
    const [from, to] = yearRange(year);
    const size = Math.min(pageSize, RED_PACKET_RECORD_PAGE_SIZE);
    const { totals, rows } = await rq.sentPage(deps.db, { userId: me.id, from, to, page: currPage, size });
    const now = deps.clock.now();
    return {
      totalAmount: formatCents(totals.sum),
      totalItem: totals.n,
      bestCount: 0,
      list: rows.map((p) => ({
        redPacketId: p.id,
        type: p.type,
        content: p.title,
        sendNikeName: publicName(me),
        grabAmount: '0.00',
        amount: formatCents(p.total),
        status: recordStatus(p, now),
        num: p.num,
        stock: p.num - p.grabbed_num,
        sendTime: p.created_at,
        grabTime: 0,
        best: 0,
      })),
    };
  }

  return { cardsFor, send, grab, open, detail, received, sent };
}

export interface ExpiryPass {
  /** Packets flipped to expired by this pass, with the refunded minor units. */
  refunded: Array<{ id: RedPacketId; amount: MinorUnits }>;
}

/**
 * Refunds expired packets, one transaction each. Several processes may run it at once: SKIP
 * LOCKED hands each packet to one of them, and the guarded status flip plus the journal key make
 * a second refund impossible. Time is the deps' clock, so tests move it and call tick().
 */
/** What the refunds use: the packets and the ledger, the clock, the tick, and the log of a failed pass. */
export type RedPacketExpiryDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'log'>;

export class RedPacketExpiry extends PeriodicPasses<ExpiryPass> {
  constructor(private readonly deps: RedPacketExpiryDeps) {
    super(deps);
  }

  protected everyMs(): number {
    return this.deps.config.groups.expiryTickMs;
  }

  protected emptyPass(): ExpiryPass {
    return { refunded: [] };
  }

  protected async pass(): Promise<ExpiryPass> {
    const now = this.deps.clock.now();
    const refunded: ExpiryPass['refunded'] = [];
    for (;;) {
      const done = await this.deps.db.transaction().execute(async (tx) => {
        const row = await rq.expireNextPacket(tx, now);
        if (!row) return null;
        if (!row.flipped) return { id: row.id, amount: minorUnits(0) };
        const rest = row.rest;
        if (rest > 0) {
          const [to, escrow] = await Promise.all([mainAccountId(this.deps.db, tx, row.senderId), escrowAccountId(tx, this.deps.db)]);
          await postJournal(tx, {
            kind: 'redpacket_refund',
            idemKey: `redpacket:refund:${row.id}`,
            ref: String(row.id),
            now,
            postings: [
              { accountId: escrow, amount: negateMinor(rest) },
              { accountId: to, amount: rest },
            ],
          });
        }
        return { id: row.id, amount: rest };
      });
      if (!done) break;
      refunded.push(done);
    }
    return { refunded };
  }
}

/** I6 of the ledger: escrow equals the shares neither taken nor refunded (tests and checks). */
export async function redPacketEscrowGap(db: Db): Promise<number> {
  const [escrow, unclaimed] = await Promise.all([systemBalanceOf(db, ESCROW_KIND), rq.unclaimedTotal(db)]);
  return escrow - unclaimed;
}
