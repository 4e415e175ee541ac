/**
 * The sandbox provider's hosted withdraw page, served by this server as a real provider would
 * serve its own: the order, the amount, a countdown of the window, and a button with which the
 * "provider" completes the payout. Only the order's owner sees or completes it.
 */
import { withdrawPaths } from '../../../contract/paths';
import { WITHDRAW_STATUS, withdrawStatusText } from '../../../contract/withdraw';
import type { ServerDeps } from '../../deps';
import { fail } from '../../errors';
import { formatBeijing } from '../../../rules/beijing-time';
import { withdrawalBySpsn } from './queries';
import { fromMinorUnits } from '../../../rules/money';
import type { UserId } from '../../db/ids';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's script, served from our origin (the CSP allows no inline script): the countdown and the complete button. */
export const payoutScript = `const left=Number(document.body.dataset.left);const t0=Date.now();const el=document.getElementById('left');
const tick=()=>{const s=Math.max(0,left-Math.floor((Date.now()-t0)/1000));
el.textContent=String(Math.floor(s/60)).padStart(2,'0')+':'+String(s%60).padStart(2,'0');};
tick();setInterval(tick,1000);
document.getElementById('done')?.addEventListener('click',async(e)=>{e.target.disabled=true;
const r=await fetch(location.pathname+'/complete',{method:'POST',headers:{'X-Requested-With':'XMLHttpRequest'}});
const j=await r.json().catch(()=>({}));document.getElementById('msg').textContent=j.code===0?'出款成功':(j.msg||'服务失败');
if(j.code===0){document.getElementById('status').textContent=j.data.statusText;document.getElementById('left')?.parentElement?.remove();e.target.remove();}});`;

function page(spsn: string, amount: string, status: number, dueAt: number, now: number): string {
  const open = status === WITHDRAW_STATUS.awaitingHosted && now < dueAt;
  const left = open ? Math.floor((dueAt - now) / 1000) : 0;
  const completion = open
    ? `<p>请在 <strong id="left"></strong> 内完成（截止 ${escape(formatBeijing(dueAt))}）</p><button id="done" type="button">完成出款</button>`
    : '<p id="left" hidden></p>';
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>沙箱托管提现</title></head>
<body data-left="${left}" style="font-family:sans-serif;max-width:420px;margin:40px auto">
<h1>沙箱托管提现</h1>
<p>订单号：<span id="spsn">${escape(spsn)}</span></p>
<p>提现金额：<span id="amount">${escape(amount)}</span> 元</p>
<p>状态：<span id="status">${escape(withdrawStatusText[status] ?? '')}</span></p>
${completion}
<p id="msg" role="status"></p>
<script src="${withdrawPaths.sandboxPayout}.js"></script></body></html>`;
}

/** The hosted withdrawal's page, for its owner only: another player's order answers as if it did not exist. */
export async function hostedPayoutPage({ db, clock }: Pick<ServerDeps, 'db' | 'clock'>, userId: UserId, spsn: string): Promise<string> {
  const w = await withdrawalBySpsn(db, spsn);
  if (!w || w.user_id !== userId) fail('notFound');
  return page(w.spsn, fromMinorUnits(w.amount), Number(w.status), Number(w.due_at), clock.now());
}
