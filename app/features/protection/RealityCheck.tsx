import { useEffect, useState } from 'react';
import { protectionEndpoints, type RealityCheck as RealityFigures } from '../../../contract/protection';
import { Button, DetailList, Modal, styled } from '../../../design-system';
import { queryClient, queryKeyOf } from '../../lib/query-client';
import { logout } from '../../stores/session-store';
import { useEndpointQuery } from '../../shared/queries';
import { markRealityShown } from './api';
import { netText, playedText, realityPollMs } from './protection-text';

const Lead = styled('p', { margin: '0 0 $3', lineHeight: '$3' });

/**
 * The reality check (mounted in the signed-in shell, so it shows on any page): when the server's
 * next-due time has come, a dialog with this log-in session's time played and net result, with
 * 继续 (the server records the showing and answers the next due time) and 退出登录. The server's
 * clock decides: the client asks again when its timer says the check is due, and at least every minute.
 */
export function RealityCheck() {
  // the last answer sets the next ask (this component renders again with each answer)
  const last = queryClient.getQueryData<RealityFigures>(queryKeyOf(protectionEndpoints.reality, {}));
  const reality = useEndpointQuery(protectionEndpoints.reality, {}, { staleTime: 0, refetchInterval: realityPollMs(last) });
  const [shown, setShown] = useState<RealityFigures | null>(null);
  const [busy, setBusy] = useState(false);
  const data = reality.data;

  useEffect(() => {
    if (data && data.minutes > 0 && data.now >= data.dueAt) setShown(data);
  }, [data]);

  const carryOn = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(queryKeyOf(protectionEndpoints.reality, {}), await markRealityShown());
      setShown(null);
    } finally {
      setBusy(false);
    }
  };

  if (!shown) return null;
  return (
    <Modal
      open
      role="alertdialog"
      title="游戏时间提醒"
      closeOnBackdrop={false}
      onClose={() => void carryOn()}
      footer={
        <>
          <Button tone="neutral" onClick={() => void logout('tip')}>
            退出登录
          </Button>
          <Button loading={busy} onClick={() => void carryOn()}>
            继续
          </Button>
        </>
      }
    >
      <Lead>您本次登录已游戏 {playedText(shown.playedMs)}，请注意休息，理性游戏。</Lead>
      <DetailList
        rows={[
          { label: '游戏时长', value: playedText(shown.playedMs) },
          { label: '本次输赢', value: netText(shown.net) },
        ]}
      />
    </Modal>
  );
}
