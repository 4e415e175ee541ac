/**
 * Administrator messages in the app: server state through TanStack Query (keys from the
 * endpoints), one place that refreshes everything a letter change touches, and the `chat_admin`
 * subscription that does so when a notice arrives.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PayloadOf } from '../../../../contract/endpoint';
import { letterEndpoints, LETTERS_PAGE_SIZE } from '../../../../contract/letters';
import { call } from '../../../lib/call';
import { queryClient, queryKeyOf } from '../../../lib/query-client';
import { pushIntoCache } from '../../../shared/socket-cache';

/** The header's count of unread letters. */
export function useLettersCount(enabled = true) {
  return useQuery({ queryKey: queryKeyOf(letterEndpoints.count), queryFn: () => call(letterEndpoints.count), enabled });
}

/** One page of the reader's letters, newest first. */
export function useLettersPage(page: number, pageSize = LETTERS_PAGE_SIZE) {
  const input = { page, pageSize };
  return useQuery({
    queryKey: queryKeyOf(letterEndpoints.history, input),
    queryFn: () => call(letterEndpoints.history, input),
    placeholderData: (previous) => previous,
  });
}

/**
 * The cache key of a view that loads pages one after another (the chat modal's notices). Such a
 * view keeps what it shows while open (a refetch would move the oldest notice to a page not
 * loaded yet) and adds pushed notices itself; it refetches the next time it opens.
 */
export const noticePagesKey = (pageSize: number) => [letterEndpoints.history.path, { pageSize }, 'pages'] as const;
const isNoticePages = (key: readonly unknown[]) => key[2] === 'pages';

/** Sets the count the server just answered, and refetches every list of letters. */
export async function lettersChanged(lettersCount?: number): Promise<void> {
  type Count = PayloadOf<typeof letterEndpoints.count>;
  if (lettersCount !== undefined) queryClient.setQueryData<Count>(queryKeyOf(letterEndpoints.count), (before) => before && { ...before, lettersCount });
  else void queryClient.invalidateQueries({ queryKey: [letterEndpoints.count.path] });
  const history = [letterEndpoints.history.path];
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: history, predicate: (q) => !isNoticePages(q.queryKey) }),
    queryClient.invalidateQueries({ queryKey: history, predicate: (q) => isNoticePages(q.queryKey), refetchType: 'none' }),
  ]);
}

export async function readLetter(id: number): Promise<void> {
  const { lettersCount } = await call(letterEndpoints.read, { id });
  await lettersChanged(lettersCount);
}

export async function deleteLetter(id: number): Promise<void> {
  const { lettersCount } = await call(letterEndpoints.remove, { id });
  await lettersChanged(lettersCount);
}

/** Administrators: a notice to everyone, or to the user named. */
export async function sendNotice(content: string, toUserName: string): Promise<void> {
  await call(letterEndpoints.send, { content, ...(toUserName ? { toUserName } : {}) });
}

/** Marks every notice read (the chat modal's notices are open). */
export async function readAllLetters(): Promise<void> {
  const { lettersCount } = await call(letterEndpoints.setMsgStatus, { msgType: 0 });
  await lettersChanged(lettersCount);
}

/** While mounted: a `chat_admin` notice refreshes the count and the lists. */
export function useLettersLive(): void {
  useEffect(() => pushIntoCache('chat_admin', () => void lettersChanged()), []);
}
