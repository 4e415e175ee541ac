/**
 * The administrator's notices, for the chat modal's entry with key 0: newest first, earlier
 * pages on demand, a notice pushed on `chat_admin` appears at the top while open. Opening marks
 * every notice read (the header's count drops); the ones that were unread keep their mark for
 * as long as this view stays open, so the reader sees what is new.
 *
 * Mount it where the conversation goes: `<AdminNotices />` (inside the app's QueryClientProvider).
 */
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { letterEndpoints, LETTERS_PAGE_SIZE, type AdminMessage, type AdminMessagePage, type ChatAdminMessage } from '../../../contract/letters';
import { Button, Empty, ErrorPanel, NoticeList, Spinner, styled } from '../../../design-system';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { queryClient } from '../../lib/query-client';
import { pushIntoCache } from '../../shared/socket-cache';
import { noticePagesKey, readAllLetters, useLettersLive } from './letters/letters-api';

type Pages = InfiniteData<AdminMessagePage, number>;

/** A pushed notice goes on top of the first page (unless a page holds it already). */
const withNotice =
  (notice: ChatAdminMessage) =>
  (data: Pages | undefined): Pages | undefined => {
    if (!data || data.pages.some((page) => page.data.some((n) => n.id === notice.id))) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first!, data: [{ ...notice, isRead: 0 }, ...first!.data] }, ...rest] };
  };
const allRead = (data: Pages | undefined): Pages | undefined =>
  data && { ...data, pages: data.pages.map((page) => ({ ...page, data: page.data.map((n) => ({ ...n, isRead: 1 as const })) })) };

export interface AdminNoticesProps {
  /** Notices fetched per page (default 10, at most 50). */
  pageSize?: number;
}

const Frame = styled('section', { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', overflowY: 'auto' });

export function AdminNotices({ pageSize = LETTERS_PAGE_SIZE }: AdminNoticesProps) {
  useLettersLive();
  const key = noticePagesKey(pageSize);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => call(letterEndpoints.history, { page: pageParam, pageSize }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.nowPage < last.pageCount ? last.nowPage + 1 : undefined),
  });
  const notices = useMemo(() => {
    const seen = new Set<number>();
    const list: AdminMessage[] = [];
    for (const page of query.data?.pages ?? [])
      for (const notice of page.data) {
        if (seen.has(notice.id)) continue; // a notice that arrived meanwhile shifts the pages by one
        seen.add(notice.id);
        list.push(notice);
      }
    return list;
  }, [query.data]);

  useEffect(() => pushIntoCache('chat_admin', (notice, cache) => cache.setQueryData<Pages>(noticePagesKey(pageSize), withNotice(notice))), [pageSize]);

  // Ids that were unread when shown: they keep their mark while the view is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const unread = notices.filter((n) => n.isRead === 0);
  const unreadKey = unread.map((n) => n.id).join(',');
  useEffect(() => {
    if (unreadKey === '') return;
    setFresh((before) => new Set([...before, ...unreadKey.split(',').map(Number)]));
    readAllLetters().then(
      () => queryClient.setQueryData<Pages>(noticePagesKey(pageSize), allRead),
      () => undefined, // the marks stay; the next notice or visit tries again
    );
  }, [unreadKey, pageSize]);

  if (query.isPending) return <Spinner label="加载中" />;
  if (query.isError && notices.length === 0)
    return <ErrorPanel message={errorText(query.error)} actionLabel="重试" onAction={() => void query.refetch()} loading={query.isFetching} compact />;
  return (
    <Frame aria-label="系统通知">
      {notices.length === 0 ? (
        <Empty text="暂无系统通知" compact />
      ) : (
        <NoticeList
          label="系统通知列表"
          items={notices.map((n) => ({ id: n.id, content: n.content, time: n.createDate, unread: fresh.has(n.id) }))}
          footer={
            query.hasNextPage ? (
              <Button size="1" tone="neutral" ghost loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                查看更早的通知
              </Button>
            ) : null
          }
        />
      )}
    </Frame>
  );
}
