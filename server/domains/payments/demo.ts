/**
 * Demo deposits, so the charge tab's order list and the records show something real: for
 * `demo`, two orders paid on the sandbox cashier (their credits part of demo's starting
 * balance, which seed.ts lowers by the same sum), one left to expire and one cancelled, within
 * the order list's 3 days. They are made by the deposit service at their times (db/demo-history.ts).
 */
import type { DemoDeposit } from '../../db/demo-history';
import { type MinorUnits, sumMinor, toMinorUnits } from '../../../rules/money';

const HOUR = 3_600_000;

export const demoDeposits: DemoDeposit[] = [
  {
    user: 'demo',
    agoMs: 50 * HOUR,
    channelCode: 'ZHIBAO_EBANK_WEB_TRANSFER',
    amount: '145',
    outcome: 'paid',
    extra: { payRealUserName: '张三', payRealBankCardNumber: '6222021234567890123', bankId: 'ICBC' },
  },
  { user: 'demo', agoMs: 40 * HOUR, channelCode: 'ALIPAY_WEB', amount: '198.6', outcome: 'expired' },
  { user: 'demo', agoMs: 26 * HOUR, channelCode: 'ALIPAY_WEB_TRANSFER', amount: '500', outcome: 'paid', extra: { alipayUserName: '张三' } },
  { user: 'demo', agoMs: 20 * HOUR, channelCode: 'WECHAT_WEB', amount: '300', outcome: 'cancelled' },
];

/** What the demo deposits credit a user: seed.ts takes it off the user's opening balance. */
export const demoDepositCredits = (username: string): MinorUnits =>
  sumMinor(demoDeposits.filter((d) => d.user === username && d.outcome === 'paid').map((d) => toMinorUnits(d.amount)));
