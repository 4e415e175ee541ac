/**
 * The result screens after a submit: the redirect notice (the cashier opens in a new window
 * after 1 s, and again from its button), bank details with copy, the ONEPAY JS/JS2 result with
 * I-have-paid (disabled once accepted), the wallet page's 15-minute notice, and the third-party
 * frame with its query button.
 */
import { useEffect, useState } from 'react';
import { Button, ConfirmDialog, Countdown, DetailList, styled, toast, type DetailRow } from '../../../../design-system';
import {
  CHANNEL_CODES,
  depositStatusText,
  paymentEndpoints,
  type RechargeResult,
  type RemitBankInfo,
  type WalletRechargeResult,
} from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { chargeMessages, HOSTED_WINDOW_MINUTES } from './charge-rules';
import { openCashier, reserveCashier } from './popup';

export const Screen = styled('section', { display: 'flex', flexDirection: 'column', gap: '$4', maxWidth: '640px', py: '$2' });
export const Lead = styled('p', { margin: 0, color: '$text', fontSize: '$3', fontWeight: '$medium' });
export const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', lineHeight: '$3' });
export const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', alignItems: 'center' });

const CASHIER_DELAY_MS = 1000;

export function orderRows(result: { orderId: string; amount: string; creditAmount: string }): DetailRow[] {
  return [
    { label: '订单号', value: result.orderId, copy: result.orderId },
    { label: '支付金额', value: `${result.amount} 元`, copy: result.amount },
    { label: '预计到账', value: `${result.creditAmount} 元` },
  ];
}

export function payeeRows(info: RemitBankInfo): DetailRow[] {
  const account = info.bankAccount || info.bnakNo;
  const name = info.bankAccountName || info.sn || info.bankcardowner;
  const rows: DetailRow[] = [
    { label: '收款银行', value: info.bankName, copy: info.bankName },
    { label: '收款人', value: name, copy: name },
    { label: '收款账号', value: account, copy: account },
  ];
  const branch = info.bankForkName || info.banForkName;
  if (branch) rows.push({ label: '开户支行', value: branch, copy: branch });
  return rows;
}

export function CashierButton({ url, children = '前往收银台付款' }: { url: string; children?: string }) {
  if (!url) return null;
  return (
    <Button tone="neutral" onClick={() => openCashier(url)}>
      {children}
    </Button>
  );
}

/** ONEPAY JS3 asks for its page's address; the others carry it in the order. */
async function cashierUrlOf(result: RechargeResult): Promise<string> {
  if (result.channelCode !== CHANNEL_CODES.onepayJs3) return result.reqUrl;
  return (await call(paymentEndpoints.onepayV3Url, { orderId: result.orderId })).reqUrl;
}

async function openOrderCashier(result: RechargeResult, popup = reserveCashier()) {
  try {
    popup.go(await cashierUrlOf(result));
  } catch (error) {
    popup.close();
    toast.warning(errorText(error));
  }
}

export function RedirectNotice({ result, onBack }: { result: RechargeResult; onBack(): void }) {
  useEffect(() => {
    const timer = setTimeout(() => void cashierUrlOf(result).then(openCashier, (error: unknown) => toast.warning(errorText(error))), CASHIER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <Screen aria-label="订单已提交">
      <Lead>订单已提交，支付页面将在新窗口中打开</Lead>
      <Note>请在 {Math.round(result.expiresInSeconds / 60)} 分钟内完成支付；若窗口未打开，请点击下方按钮。</Note>
      <DetailList rows={orderRows(result)} />
      <Actions>
        <Button onClick={() => void openOrderCashier(result)}>打开支付页面</Button>
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}

export function BankDetails({ result, onBack }: { result: RechargeResult; onBack(): void }) {
  return (
    <Screen aria-label="转账信息">
      <Lead>请按以下信息转账，金额须与订单金额一致</Lead>
      {result.remitBankInfo ? <DetailList rows={payeeRows(result.remitBankInfo)} /> : null}
      <DetailList rows={orderRows(result)} />
      <Note>未按订单金额转账或在平台外转账将无法到账。</Note>
      <Actions>
        <CashierButton url={result.reqUrl} />
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}

/** I-have-paid: a confirmation that warns of the player's own loss if clicked before paying; disabled once accepted. */
export function PaidButton({
  orderId,
  channelCode,
  confirmV2 = false,
  label = '我已付款',
}: {
  orderId: string;
  channelCode: string;
  confirmV2?: boolean;
  label?: string;
}) {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    try {
      if (confirmV2) await call(paymentEndpoints.updatePaynotifyV2, { orderId, channelCode, type: '1' });
      else await call(paymentEndpoints.updatePaynotify, { orderId, channelCode });
      setDone(true);
      toast.success(chargeMessages.paidSubmitted);
    } catch (error) {
      // Spec 2 §8: a refused notification is shown in a dialog the player confirms, not a passing toast.
      setRefusal(errorText(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button disabled={done} onClick={() => setAsking(true)}>
        {done ? '已提交' : label}
      </Button>
      <ConfirmDialog
        open={asking}
        title="确认已付款"
        message="请确认款项已转出后再提交；未付款即提交造成的损失由您自行承担。"
        loading={busy}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
      <ConfirmDialog
        open={refusal !== null}
        title="提交失败"
        message={refusal ?? ''}
        hideCancel
        onConfirm={() => setRefusal(null)}
        onCancel={() => setRefusal(null)}
      />
    </>
  );
}

export function OnepayResult({ result, onBack }: { result: RechargeResult; onBack(): void }) {
  return (
    <Screen aria-label="付款信息">
      <Lead>请向以下账户付款 {result.amount} 元</Lead>
      {result.remitBankInfo ? <DetailList rows={payeeRows(result.remitBankInfo)} /> : null}
      <DetailList rows={orderRows(result)} />
      <Countdown seconds={result.expiresInSeconds} label="剩余支付时间" />
      <Actions>
        <PaidButton orderId={result.orderId} channelCode={result.channelCode} />
        <CashierButton url={result.reqUrl} />
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}

export function WalletNotice({ result, onBack }: { result: WalletRechargeResult; onBack(): void }) {
  return (
    <Screen aria-label="充值申请已提交">
      <Lead>充值申请已提交</Lead>
      <Note>请在新打开的页面中于 {HOSTED_WINDOW_MINUTES} 分钟内完成支付，超时订单将自动失效。</Note>
      <DetailList rows={[{ label: '订单号', value: result.spsn, copy: result.spsn }]} />
      <Countdown seconds={result.expiresInSeconds} label="剩余时间" />
      <Actions>
        <CashierButton url={result.url}>重新打开支付页面</CashierButton>
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}

const Frame = styled('iframe', { width: '100%', height: '420px', border: '1px solid $border', borderRadius: '$2', backgroundColor: '$panel' });

export function FrameView({ result, onBack }: { result: RechargeResult; onBack(): void }) {
  const [status, setStatus] = useState('');
  const query = async () => {
    try {
      const order = await call(paymentEndpoints.orderStatus, { orderId: result.orderId });
      setStatus(depositStatusText(order.status));
    } catch (error) {
      toast.warning(errorText(error));
      onBack();
    }
  };
  return (
    <Screen aria-label="第三方支付" css={{ maxWidth: 'none' }}>
      <Frame title="第三方支付页面" src={result.reqUrl} />
      <Actions>
        <Button onClick={() => void query()}>查询</Button>
        {status ? <Note role="status">订单状态：{status}</Note> : null}
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </Screen>
  );
}
