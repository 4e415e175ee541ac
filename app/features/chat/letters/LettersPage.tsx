/**
 * The member center's system messages (/personal/letter/letter): the reader's administrator
 * messages, newest first and paged, with unread marks; opening one shows its whole text and
 * marks it read; deleting (after confirmation) removes the reader's copy only.
 */
import { useEffect, useState } from 'react';
import type { AdminMessage } from '../../../../contract/letters';
import { Button, ConfirmDialog, Empty, ErrorPanel, Modal, NoticeList, Pagination, Spinner, styled, toast } from '../../../../design-system';
import { errorText } from '../../../lib/http';
import { deleteLetter, readLetter, useLettersCount, useLettersLive, useLettersPage } from './letters-api';
import { SendNoticeDialog } from './SendNoticeDialog';

const Page = styled('section', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Head = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
const Title = styled('h2', { margin: 0, fontSize: '$4', color: '$text' });
const Panel = styled('div', { border: '1px solid $border', borderRadius: '$2', backgroundColor: '$panel' });
const Pager = styled('div', { display: 'flex', justifyContent: 'flex-end' });
const Time = styled('time', { display: 'block', color: '$textMuted', fontSize: '$1', fontVariantNumeric: 'tabular-nums' });
const FullText = styled('p', { margin: '$3 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'isolate', lineHeight: '$2', color: '$text' });

export function LettersPage() {
  useLettersLive();
  const [page, setPage] = useState(1);
  const query = useLettersPage(page);
  const [opened, setOpened] = useState<AdminMessage | null>(null);
  const [toDelete, setToDelete] = useState<AdminMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const pageCount = query.data?.pageCount ?? 0;
  const canSend = useLettersCount().data?.canSend === 1;
  const [composing, setComposing] = useState(false);

  // The last letter of the last page was deleted: show the page before.
  useEffect(() => {
    if (pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  const open = (letter: AdminMessage) => {
    setOpened(letter);
    if (letter.isRead === 0) readLetter(letter.id).catch((error: unknown) => toast.error(errorText(error)));
  };
  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteLetter(toDelete.id);
      toast.success('删除成功');
      if (opened?.id === toDelete.id) setOpened(null);
      setToDelete(null);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setDeleting(false);
    }
  };

  const letters = query.data?.data ?? [];
  const byId = new Map(letters.map((l) => [l.id, l]));
  let body;
  if (query.isPending) body = <Spinner label="加载中" />;
  else if (query.isError && !query.data)
    body = <ErrorPanel message={errorText(query.error)} actionLabel="重试" onAction={() => void query.refetch()} loading={query.isFetching} />;
  else if (letters.length === 0) body = <Empty text="暂无系统消息" />;
  else
    body = (
      <NoticeList
        label="系统消息列表"
        clamp
        items={letters.map((l) => ({ id: l.id, content: l.content, time: l.createDate, unread: l.isRead === 0 }))}
        actions={(item) => {
          const letter = byId.get(item.id as number)!;
          return (
            <>
              <Button size="1" tone="neutral" onClick={() => open(letter)}>
                查看
              </Button>
              <Button size="1" tone="danger" ghost onClick={() => setToDelete(letter)}>
                删除
              </Button>
            </>
          );
        }}
      />
    );

  return (
    <Page aria-labelledby="letters-title">
      <Head>
        <Title id="letters-title">系统消息</Title>
        {canSend ? (
          <Button size="1" onClick={() => setComposing(true)}>
            发送系统消息
          </Button>
        ) : null}
      </Head>
      <Panel>{body}</Panel>
      {pageCount > 1 ? (
        <Pager>
          <Pagination page={page} pageCount={pageCount} onPageChange={setPage} disabled={query.isFetching} label="系统消息分页" />
        </Pager>
      ) : null}
      <Modal
        open={opened !== null}
        onClose={() => setOpened(null)}
        title="系统消息"
        footer={
          <>
            <Button tone="danger" ghost onClick={() => opened && setToDelete(opened)}>
              删除
            </Button>
            <Button onClick={() => setOpened(null)}>知道了</Button>
          </>
        }
      >
        {opened ? (
          <>
            <Time>{opened.createDate}</Time>
            <FullText>{opened.content}</FullText>
          </>
        ) : null}
      </Modal>
      <SendNoticeDialog open={composing} onClose={() => setComposing(false)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="删除消息"
        message="确定要删除这条消息吗？删除后不可恢复。"
        confirmText="删除"
        cancelText="取消"
        tone="danger"
        loading={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Page>
  );
}
