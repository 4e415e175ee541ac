/**
 * The demo provider's game page, served as a real provider serves its own: the game, its rules
 * and published RTP, the wallet balance, the choices, the stake and the last rounds. Its script
 * (served from our origin; the CSP allows no inline script) places bets through the bet call.
 * The page may be framed by our own origin (the floating game window), nobody else.
 */
import { gamePlatforms, type GameEntry } from '../../../contract/games';
import { gamePaths } from '../../../contract/paths';
import { walletName } from '../../../contract/wallet';
import { fromMinorUnits } from '../../../rules/money';
import { engineOf, publishedRtp, type AnyDemoGame } from './demo-games';
import { lastRoundsOfGame } from './queries';
import { gameWalletBalance, MAX_STAKE, MIN_STAKE, sessionOf, type GameDeps } from './service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const playScript = `const form=document.getElementById('bet');const result=document.getElementById('result');
const balance=document.getElementById('balance');const list=document.getElementById('rounds');
form.addEventListener('submit',async(e)=>{e.preventDefault();const data=new FormData(form);const button=form.querySelector('button');
button.disabled=true;result.textContent='下注中…';
try{const r=await fetch(${JSON.stringify(gamePaths.bet)},{method:'POST',headers:{'Content-Type':'application/json','X-Requested-With':'XMLHttpRequest'},
body:JSON.stringify({token:data.get('token'),choice:data.get('choice')||'',cash:String(data.get('cash')||''),requestId:crypto.randomUUID()})});
const j=await r.json();if(j.code!==0){result.textContent=j.msg||'下注失败';return;}
const d=j.data;const won=Number(d.payout)>0;
result.textContent='开奖：'+d.outcome+'，'+(won?'派彩 '+d.payout+' 元':'未中奖');
balance.textContent=d.balance;const li=document.createElement('li');li.textContent=d.choice+' '+d.stake+' 元 → '+d.outcome+'，派彩 '+d.payout+' 元';list.prepend(li);
}catch{result.textContent='网络异常，请稍后再试';}finally{button.disabled=false;}});`;

export interface PlayPageInput {
  token: string;
  game: GameEntry;
  engine: AnyDemoGame;
  rtp: string;
  balance: string;
  rounds: Array<{ choice: string; stake: string; outcome: string; payout: string }>;
}

export function playPage({ token, game, engine, rtp, balance, rounds }: PlayPageInput): string {
  const platform = gamePlatforms.find((p) => p.code === game.sourceCode)!;
  const choices = engine.choices
    .map(
      (c, i) =>
        `<label style="display:inline-flex;gap:6px;align-items:center;padding:8px 12px;border:1px solid #c9a227;border-radius:6px;margin:4px;cursor:pointer">` +
        `<input type="radio" name="choice" value="${escape(c.value)}"${i === 0 ? ' checked' : ''}>` +
        `${escape(c.label)} <small style="color:#c9a227">${escape(c.pays)}</small></label>`,
    )
    .join('');
  const roundItems = rounds.map((r) => `<li>${escape(r.choice)} ${escape(r.stake)} 元 → ${escape(r.outcome)}，派彩 ${escape(r.payout)} 元</li>`).join('');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(game.cn)} - ${escape(platform.name)}</title></head>
<body style="margin:0;font-family:sans-serif;background:#0f1b2d;color:#f2f2f2">
<main style="max-width:720px;margin:0 auto;padding:16px">
<h1 style="margin:0 0 4px;font-size:22px">${escape(game.cn)}</h1>
<p style="margin:0 0 12px;color:#9fb0c8">${escape(platform.name)} · 演示游戏 · 返还率 RTP ${escape(rtp)}%</p>
<p style="margin:0 0 12px">${escape(walletName(platform.wallet))}余额：<strong id="balance">${escape(balance)}</strong> 元</p>
<p style="margin:0 0 12px;color:#c8d3e3;font-size:14px">${escape(engine.rules)}</p>
<form id="bet" aria-label="下注">
<input type="hidden" name="token" value="${escape(token)}">
<fieldset style="border:1px solid #2c3e5a;border-radius:8px;margin:0 0 12px"><legend>投注项</legend>${choices}</fieldset>
<label>投注金额（${MIN_STAKE}-${MAX_STAKE} 元）<input name="cash" inputmode="decimal" value="10" style="width:100px;margin:0 8px;padding:6px"></label>
<button type="submit" style="padding:8px 24px;background:#c9a227;border:0;border-radius:6px;font-size:16px;cursor:pointer">下注</button>
</form>
<p id="result" role="status" style="min-height:24px;font-size:18px;margin:16px 0"></p>
<h2 style="font-size:16px">最近投注</h2>
<ul id="rounds" style="padding-left:20px;color:#c8d3e3">${roundItems}</ul>
<p style="color:#6f819c;font-size:12px">结果由服务器的密码学安全随机数（crypto.randomInt）产生；返还率按全部可能结果精确计算。</p>
</main>
<script src="${gamePaths.playScript}"></script></body></html>`;
}

/** The page of the game a launch token opened (refused once the token expired or its log-in ended). */
export async function playPageOf({ db, clock, config }: GameDeps, token: string): Promise<string> {
  const session = await sessionOf(db, token, clock.now(), config.sessionIdleMs);
  const engine = engineOf(session.game);
  const account = await gameWalletBalance(db, session.userId, session.wallet);
  const rounds = await lastRoundsOfGame(db, session.userId, session.game.en);
  return playPage({
    token,
    game: session.game,
    engine,
    rtp: publishedRtp(engine),
    balance: fromMinorUnits(account.balance),
    rounds: rounds.map((r) => ({ choice: r.choice, stake: fromMinorUnits(r.stake), outcome: r.outcome, payout: fromMinorUnits(r.payout) })),
  });
}
