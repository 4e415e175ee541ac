import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryKey } from '@tanstack/react-query';
import { chatEndpoints } from '../../../../contract/chat';
import { groupEndpoints } from '../../../../contract/groups';
import type { FakeSocket } from '../../../support/fake-socket';

const sockets: FakeSocket[] = [];
vi.mock('socket.io-client', async () => {
  const { openSocket } = await import('../../../support/fake-socket');
  return { io: openSocket(sockets) };
});

const { connectSocket, disconnectSocket } = await import('../../../../app/lib/socket');
const { queryClient } = await import('../../../../app/lib/query-client');
const { watchConversationPushes } = await import('../../../../app/features/chat/conversation-store');
const { watchGroupPushes } = await import('../../../../app/features/chat/groups/group-store');

afterEach(() => {
  disconnectSocket();
  queryClient.clear();
});

/** The chat modal's cached reads whose pushes a drop may lose. */
const chatReads: QueryKey[] = [
  [chatEndpoints.recentContacts.path, { userType: 1 }],
  [chatEndpoints.historyMessage.path, { userId: 2 }],
  [groupEndpoints.groups.path, {}],
  [groupEndpoints.groupDetail.path, { gid: 4 }],
  [groupEndpoints.groupHistoryMessage.path, { gid: 4 }],
];
const unrelated: QueryKey = ['/draws', { lottery: 'CQSSC' }];
const stale = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

async function openModalWithCachedReads(): Promise<{ socket: FakeSocket; stop: () => void }> {
  for (const key of [...chatReads, unrelated]) queryClient.setQueryData(key, { cached: true });
  const stopConversation = watchConversationPushes();
  const stopGroups = watchGroupPushes();
  connectSocket('demo');
  await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  const socket = sockets.at(-1)!;
  socket.fire('connect');
  return {
    socket,
    stop: () => {
      stopConversation();
      stopGroups();
    },
  };
}

describe('the chat modal after a socket drop', () => {
  it('asks the conversation and group reads again when the socket is back without the lost pushes', async () => {
    const { socket, stop } = await openModalWithCachedReads();
    expect(chatReads.map(stale)).toEqual(chatReads.map(() => false));
    socket.fire('connect'); // back, not recovered
    expect(chatReads.map(stale)).toEqual(chatReads.map(() => true));
    expect(stale(unrelated)).toBe(false);
    stop();
  });

  it('leaves the reads alone once the modal has closed', async () => {
    const { socket, stop } = await openModalWithCachedReads();
    stop();
    socket.fire('connect');
    expect(chatReads.map(stale)).toEqual(chatReads.map(() => false));
  });
});
