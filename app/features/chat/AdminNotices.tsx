/**
 * The administrator's notices, for the chat modal's entry with key 0: newest first, earlier
 * pages on demand, a notice pushed on `chat_admin` appears at the top while open. Opening marks
 * every notice read (the header's count drops); the ones that were unread keep their mark for
 * as long as this view stays open, so the reader sees what is new.
 *
 * Mount it where the conversation goes: `<AdminNotices />` (inside the app's QueryClientProvider).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { letterEndpoints, LETTERS_PAGE_SIZE, type AdminMessage } from '../../../contract/letters';
import { Button, Empty, ErrorPanel, NoticeList, Spinner, styled } from '../../../design-system';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { readAllLetters, useLettersLive } from './letters/letters-api';

export interface AdminNoticesProps {
  /** Notices fetched per page (default 10, at most 50). */
  pageSize?: number;
}

const Frame = styled('section', { display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%', overflowY: 'auto' });

export function AdminNotices({ pageSize = LETTERS_PAGE_SIZE }: AdminNoticesProps) {
  useLettersLive();
  const query = useInfiniteQuery({
    queryKey: [letterEndpoints.history.path, { pageSize }, 'pages'],
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

  // Ids that were unread when shown: they keep their mark while the view is open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const unread = notices.filter((n) => n.isRead === 0);
  const unreadKey = unread.map((n) => n.id).join(',');
  useEffect(() => {
    if (unreadKey === '') return;
    setFresh((before) => new Set([...before, ...unreadKey.split(',').map(Number)]));
    void readAllLetters().catch(() => undefined); // the marks stay; the next notice or visit tries again
  }, [unreadKey]);

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
