import { useState } from 'react';
import { Button, ConfirmDialog, Modal, Stepper } from '../../../../design-system';
import type { BetRecord } from '../../../../contract/lottery';
import { formatYuan } from '../../../lib/money';
import { requestKeys } from '../../../lib/request-id';
import { openWallet } from '../../../stores/wallet-store';
import { MAX_MULTIPLE } from '../lottery-constants';
import { stakeOf } from '../../../../engine-worker/client';
import { betAgain, rebetNow } from '../bet-again';

/**
 * 再次投注 on the lottery screen: the record at a multiple of 1-99999, sent at once on the
 * current issue (betType 3), or put into the slip; 4001 asks 余额不足，是否充值.
 */
export function BetAgainModal({ record, onClose }: { record: BetRecord; onClose: () => void }) {
  const [piece, setPiece] = useState(record.count);
  const [busy, setBusy] = useState(false);
  const [lowBalance, setLowBalance] = useState(false);
  // One key per re-bet, kept after a network failure: a retried bet that did arrive is placed once.
  const [keys] = useState(requestKeys);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    const outcome = await rebetNow(record, piece, keys);
    setBusy(false);
    if (outcome === 'ok') onClose();
    else if (outcome === 'insufficient') setLowBalance(true);
  };
  return (
    <>
      <Modal
        open
        onClose={onClose}
        title="再次投注"
        footer={
          <>
            <Button tone="neutral" onClick={() => (betAgain(record, piece), onClose())}>
              加入投注单
            </Button>
            <Button loading={busy} onClick={() => void submit()}>
              确认投注
            </Button>
          </>
        }
      >
        <p>
          {record.lotteryName} · {record.methodName} · 第 {record.issue} 期
        </p>
        <p style={{ wordBreak: 'break-all' }}>{record.code.length > 200 ? `${record.code.slice(0, 200)}…` : record.code}</p>
        <Stepper label="倍数" value={piece} min={1} max={MAX_MULTIPLE} onValueChange={setPiece} />
        <p data-testid="bet-again-amount">
          共 {record.nums} 注，{piece} 倍，合计 {formatYuan(stakeOf(record.nums, record.perAmount, piece))} 元
        </p>
      </Modal>
      <ConfirmDialog
        open={lowBalance}
        title="提示"
        message="余额不足，是否充值"
        confirmText="去充值"
        onCancel={() => setLowBalance(false)}
        onConfirm={() => {
          setLowBalance(false);
          onClose();
          openWallet('charge');
        }}
      />
    </>
  );
}
