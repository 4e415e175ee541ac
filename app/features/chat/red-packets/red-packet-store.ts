/**
 * The red-packet views of an open group: the opening (開 takes a share; the card and the balances
 * follow), the status of one packet (who took what), and my records by year (received or sent,
 * pages of 6).
 */
import { proxy } from 'valtio';
import { errorCodes } from '../../../../contract/primitives';
import {
  groupEndpoints,
  RED_PACKET_CARD,
  RED_PACKET_OPEN,
  RED_PACKET_RECORD_PAGE_SIZE,
  type RedPacketCard,
  type RedPacketDetail,
  type RedPacketRecords,
} from '../../../../contract/groups';
import { toast } from '../../../../design-system';
import type { RedPacketOpeningStatus } from './RedPacketOpening';
import { call } from '../../../lib/call';
import { errorText, HttpError } from '../../../lib/http';
import { refreshBalances } from '../../../shared/balance';
import { setCardStatus, showGroupView } from '../groups/group-store';
import { beijingYear } from '../../../../rules/beijing-time';

export type RecordKind = 'received' | 'sent';

export const redPacketState = proxy({
  opening: null as null | { redPacketId: number; sender: string; title: string; status: RedPacketOpeningStatus; amount?: string; expiredTime: number },
  detail: null as RedPacketDetail | null,
  detailError: '',
  records: { kind: 'received' as RecordKind, year: beijingYear(Date.now()), page: 1, data: null as RedPacketRecords | null, loading: false, error: '' },
});

const openStatus: Record<number, RedPacketOpeningStatus> = {
  [RED_PACKET_OPEN.canOpen]: 'ready',
  [RED_PACKET_OPEN.opened]: 'opened',
  [RED_PACKET_OPEN.expired]: 'expired',
  [RED_PACKET_OPEN.finished]: 'finished',
};

/** A card clicked: the opening view with what the server says of it. */
export async function openPacket(card: RedPacketCard): Promise<void> {
  redPacketState.opening = { redPacketId: card.redPacketId, sender: card.sendNikeName, title: card.content, status: 'opening', expiredTime: card.expiredTime };
  showGroupView('redPacketOpen', card.redPacketId);
  try {
    const state = await call(groupEndpoints.openRedPacket, { redPacketId: card.redPacketId });
    if (redPacketState.opening?.redPacketId !== card.redPacketId) return;
    Object.assign(redPacketState.opening, { status: openStatus[state.status] ?? 'ready', amount: state.amount, expiredTime: state.redPacket.expiredTime });
    if (state.status === RED_PACKET_OPEN.opened) setCardStatus(card.redPacketId, RED_PACKET_CARD.mine);
    if (state.status === RED_PACKET_OPEN.expired) setCardStatus(card.redPacketId, RED_PACKET_CARD.expired);
    if (state.status === RED_PACKET_OPEN.finished) setCardStatus(card.redPacketId, RED_PACKET_CARD.finished);
  } catch (error) {
    toast.error(errorText(error));
    showGroupView('chat', null);
  }
}

/** 開: takes a share. The last share, an expiry or a share already mine move the view on too. */
export async function grabOpenPacket(): Promise<void> {
  const opening = redPacketState.opening;
  if (!opening || opening.status !== 'ready') return;
  opening.status = 'opening';
  const id = opening.redPacketId;
  try {
    const grab = await call(groupEndpoints.grabRedPacket, { redPacketId: id });
    if (redPacketState.opening?.redPacketId !== id) return;
    Object.assign(redPacketState.opening, { status: 'opened', amount: grab.amount });
    setCardStatus(id, RED_PACKET_CARD.mine);
    void refreshBalances();
  } catch (error) {
    toast.error(errorText(error));
    const code = error instanceof HttpError ? error.code : 0;
    const next: RedPacketOpeningStatus =
      code === errorCodes.redPacketFinished.code
        ? 'finished'
        : code === errorCodes.redPacketExpired.code
          ? 'expired'
          : code === errorCodes.redPacketTaken.code
            ? 'opened'
            : 'ready';
    if (redPacketState.opening?.redPacketId === id) redPacketState.opening.status = next;
    if (next === 'finished') setCardStatus(id, RED_PACKET_CARD.finished);
    if (next === 'expired') setCardStatus(id, RED_PACKET_CARD.expired);
  }
}

/** The status view of one packet. */
export async function showPacketStatus(redPacketId: number): Promise<void> {
  showGroupView('redPacketStatus', redPacketId);
  redPacketState.detail = null;
  redPacketState.detailError = '';
  try {
    const detail = await call(groupEndpoints.redPacketDetail, { redPacketId });
    redPacketState.detail = detail;
  } catch (error) {
    redPacketState.detailError = errorText(error);
  }
}

export async function loadRecords(change: Partial<{ kind: RecordKind; year: number; page: number }> = {}): Promise<void> {
  const records = redPacketState.records;
  const filterChanged = change.kind !== undefined || change.year !== undefined;
  Object.assign(records, change, filterChanged ? { page: 1 } : {}, { loading: true, error: '' });
  const { kind, year, page } = records;
  try {
    const endpoint = kind === 'received' ? groupEndpoints.grabRedPacketRecord : groupEndpoints.sendRedPacketRecord;
    const data = await call(endpoint, { year, currPage: page, pageSize: RED_PACKET_RECORD_PAGE_SIZE });
    if (records.kind === kind && records.year === year && records.page === page) records.data = data;
  } catch (error) {
    records.error = errorText(error);
  } finally {
    records.loading = false;
  }
}

export function showRecords(): void {
  showGroupView('redPacketRecords');
  void loadRecords({ kind: 'received', year: beijingYear(Date.now()) });
}

export function resetRedPackets(): void {
  redPacketState.opening = null;
  redPacketState.detail = null;
}
