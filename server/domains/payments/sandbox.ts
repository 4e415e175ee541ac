/**
 * The sandbox payment providers' cashier pages, served by this server as a real provider
 * serves its own (marked 沙箱 on every page): the order, its amount, the payee or the coin
 * address, the time left, and two buttons: pay (the provider records the payment and queues
 * its signed notification to the platform) and abandon (the order ends unpaid). Only the
 * order's payer sees or uses it. The page may be framed by the app itself (the third-party
 * frame channel), nothing else; its script is a file of our origin (the CSP allows no inline script).
 */
import crypto from 'node:crypto';
import { paymentPaths } from '../../../contract/paths';
import { DEPOSIT_STATUS, depositStatusText } from '../../../contract/payment';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { formatBeijing } from '../../../rules/beijing-time';
import { lockOrder, orderBySpsn, queueNotification, updateOrder, type DepositOrderRow } from './queries';
import { channelOf, remitOf } from './service';
import { fromMinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The cashier page's script, a file of our origin. */
export const cashierScript = `const left=Number(document.body.dataset.left);const t0=Date.now();const el=document.getElementById('left');
const tick=()=>{if(!el)return;const s=Math.max(0,left-Math.floor((Date.now()-t0)/1000));
el.textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');};
tick();setInterval(tick,1000);
const act=(id,path,ok)=>document.getElementById(id)?.addEventListener('click',async(e)=>{for(const b of document.querySelectorAll('button'))b.disabled=true;
const r=await fetch(location.pathname+'/'+path,{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest'}});
const j=await r.json().catch(()=>({}));document.getElementById('msg').textContent=j.code===0?ok:(j.msg||'服务失败');
if(j.code===0){document.getElementById('status').textContent=j.data.statusText;document.getElementById('left')?.parentElement?.remove();
for(const b of document.querySelectorAll('button'))b.remove();}});
act('pay','pay','支付成功，等待平台到账');act('abandon','abandon','已放弃支付');`;

function details({ config }: Pick<ServerDeps, 'config'>, order: DepositOrderRow): string {
  const c = channelOf(config.payments, order.channel_code);
  if (order.family === 'coin')
    return (
      `<p>币种：${escape(order.coin_type)}（${escape(order.protocol)}）</p>` +
      `<p>应转数量：<span id="coin">${escape(order.coin_amount)}</span></p>` +
      `<p>收款地址：<code id="address">${escape(order.address)}</code></p>`
    );
  if (order.payee_index === null) return c.matchPayee ? '<p id="matching">正在匹配收款人，请稍候刷新…</p>' : '';
  const payee = remitOf({ config }, c, order);
  return (
    `<p>收款人：<span id="payee">${escape(payee.bankAccountName)}</span></p>` +
    `<p>收款账户：${escape(payee.bankName)} ${escape(payee.bankAccount)}</p>` +
    (payee.bankForkName ? `<p>开户网点：${escape(payee.bankArea)} ${escape(payee.bankForkName)}</p>` : '')
  );
}

function page(deps: Pick<ServerDeps, 'config'>, order: DepositOrderRow, now: number): string {
  const c = channelOf(deps.config.payments, order.channel_code);
  const status = Number(order.status);
  const open = status === DEPOSIT_STATUS.pending && now < Number(order.due_at);
  const payable = open && (order.family === 'coin' || !c.matchPayee || order.payee_index !== null);
  const left = open ? Math.floor((Number(order.due_at) - now) / 1000) : 0;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱收银台 - ${escape(c.name)}</title></head>
<body data-left="${left}" style="font-family:sans-serif;max-width:460px;margin:32px auto;padding:0 16px">
<p style="background:#fff3cd;border:1px solid #e0b44c;padding:8px">沙箱环境：仅供测试，不会产生真实扣款。</p>
<h1>沙箱收银台</h1>
<p>支付渠道：${escape(c.name)}</p>
<p>订单号：<span id="spsn">${escape(order.spsn)}</span></p>
<p>支付金额：<strong id="amount">${escape(fromMinorUnits(order.amount))}</strong> 元</p>
${details(deps, order)}
<p>订单状态：<span id="status">${escape(open ? '待支付' : depositStatusText(status))}</span></p>
${open ? `<p>请在 <strong id="left"></strong> 内完成支付（截止 ${escape(formatBeijing(Number(order.due_at)))}）</p>` : ''}
${payable ? '<button id="pay" type="button">确认支付</button> ' : ''}${open ? '<button id="abandon" type="button">放弃支付</button>' : ''}
<p id="msg" role="status"></p>
<script src="${paymentPaths.sandboxCashier}.js"></script></body></html>`;
}

/** The order's cashier page, for its payer only: another player's order answers as if it did not exist. */
export async function cashierPage(deps: Pick<ServerDeps, 'db' | 'clock' | 'config'>, userId: UserId, spsn: string): Promise<string> {
  const order = await orderBySpsn(deps.db, spsn);
  if (!order || order.payer_id !== userId) fail('notFound');
  return page(deps, order, deps.clock.now());
}

/** What the provider's pay button depends on: the order tables, and the deposit processor that delivers its notification. */
export type ProviderPayDeps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'deposits' | 'log'>;

/** The payment the provider received: its notification is queued (once per order) for the processor to deliver. */
export async function providerPay(deps: ProviderPayDeps, userId: UserId, spsn: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, spsn);
    if (!order || order.payer_id !== userId) fail('notFound');
    const c = channelOf(deps.config.payments, order.channel_code);
    if (order.status !== DEPOSIT_STATUS.pending || now >= Number(order.due_at)) fail('depositClosed');
    if (c.matchPayee && order.payee_index === null) fail('depositNotClaimable');
    const body = JSON.stringify({
      spsn: order.spsn,
      tradeNo: `SBX${crypto.randomBytes(8).toString('hex')}`,
      amount: fromMinorUnits(order.amount),
      status: 'paid',
      paidAt: now,
    });
    await queueNotification(tx, { spsn: order.spsn, channel_code: c.code, body, next_at: now, created_at: now });
  });
  // Delivered promptly when the processor runs by itself (tests call tick()).
  if (deps.config.payments.tickMs > 0) void deps.deposits.tick().catch((error) => deps.log.error(error));
}

export async function providerAbandon(deps: Pick<ServerDeps, 'db' | 'clock'>, userId: UserId, spsn: string): Promise<void> {
  await deps.db.transaction().execute(async (tx) => {
    const order = await lockOrder(tx, spsn);
    if (!order || order.payer_id !== userId) fail('notFound');
    if (order.status !== DEPOSIT_STATUS.pending) fail('depositClosed');
    await updateOrder(tx, order.id, { status: DEPOSIT_STATUS.abandoned, closed_at: deps.clock.now() });
  });
}
