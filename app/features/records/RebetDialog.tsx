import { useState } from 'react';
import { Button, ConfirmDialog, Modal, Stepper, toast } from '../../../design-system';
import { MAX_MULTIPLE } from '../../../contract/bet-limits';
import { lotteryEndpoints, type BetRecord } from '../../../contract/lottery';
import { call } from '../../lib/call';
import { HttpError, errorText, REQUEST_TIMEOUT_BULK_MS } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { requestKeys } from '../../lib/request-id';
import { openWallet } from '../../stores/wallet-store';
import { INSUFFICIENT_CODE, INSUFFICIENT_PROMPT, REBET_OK } from './records-constants';
import { clampRebetMultiple, rebetLine, rebetRequest } from './rebet';

/** 再次投注: multiple 1-99999 on the lottery's current issue; 4001 offers the deposit tab. */
export function RebetDialog({ record, onClose, onDone }: { record: BetRecord | null; onClose: () => void; onDone: () => void }) {
  const [piece, setPiece] = useState(record?.count ?? 1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [lowBalance, setLowBalance] = useState(false);
  // One key per re-bet, kept after a network failure: a retried bet that did arrive is placed once.
  const [keys] = useState(requestKeys);
  if (!record) return null;
  const line = rebetLine(record, piece);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      const issue = await call(lotteryEndpoints.issue, { lottery: record.lottery });
      // Re-bet (betType 3): the record's line at the new multiple, as a bet is sent (lz-string when long, the bulk timeout).
      await call(lotteryEndpoints.addOrder, rebetRequest(record, piece, issue.issue, keys.current()), { lzstring: true, timeoutMs: REQUEST_TIMEOUT_BULK_MS });
      keys.settle(null);
      toast.success(REBET_OK);
      onDone();
      onClose();
    } catch (e) {
      keys.settle(e);
      if (e instanceof HttpError && e.code === INSUFFICIENT_CODE) setLowBalance(true);
      else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Modal
        open
        onClose={onClose}
        title="再次投注"
        footer={
          <>
            <Button tone="neutral" onClick={onClose}>
              取消
            </Button>
            <Button loading={busy} onClick={() => void submit()}>
              确认投注
            </Button>
          </>
        }
      >
        <p>
          {record.lotteryName} · {record.methodName}
        </p>
        <p style={{ wordBreak: 'break-all' }}>投注内容：{record.code.length > 200 ? `${record.code.slice(0, 200)}…` : record.code}</p>
        <Stepper label="倍数" value={piece} min={1} max={MAX_MULTIPLE} onValueChange={(v) => setPiece(clampRebetMultiple(v))} />
        <p data-testid="rebet-amount">
          共 {line.nums} 注，{line.piece} 倍，合计 {formatYuan(line.amount)} 元
        </p>
        {error ? (
          <p role="alert" style={{ color: 'var(--ds-colors-danger)' }}>
            {error}
          </p>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={lowBalance}
        title="提示"
        message={INSUFFICIENT_PROMPT}
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
