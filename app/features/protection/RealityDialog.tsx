import type { RealityCheck } from '../../../contract/protection';
import { Button, Modal, styled } from '../../../design-system';
import { netText, playedText } from './protection-text';

const Lead = styled('p', { margin: '0 0 $3', lineHeight: '$3' });
const Figures = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$2 $4',
  margin: 0,
  '& dt': { color: '$textMuted' },
  '& dd': { margin: 0, fontWeight: '$bold' },
});

export interface RealityDialogProps {
  check: RealityCheck;
  busy: boolean;
  onContinue: () => void;
  onLogout: () => void;
}

/** The reality check's dialog: this log-in session's time played and net result, 继续 or 退出登录. */
export default function RealityDialog({ check, busy, onContinue, onLogout }: RealityDialogProps) {
  return (
    <Modal
      open
      role="alertdialog"
      title="游戏时间提醒"
      closeOnBackdrop={false}
      onClose={onContinue}
      footer={
        <>
          <Button tone="neutral" onClick={onLogout}>
            退出登录
          </Button>
          <Button loading={busy} onClick={onContinue}>
            继续
          </Button>
        </>
      }
    >
      <Lead>您本次登录已游戏 {playedText(check.playedMs)}，请注意休息，理性游戏。</Lead>
      <Figures>
        <dt>游戏时长</dt>
        <dd>{playedText(check.playedMs)}</dd>
        <dt>本次输赢</dt>
        <dd>{netText(check.net)}</dd>
      </Figures>
    </Modal>
  );
}
