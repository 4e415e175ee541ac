import { describe, expect, it } from 'vitest';
import { RED_PACKET_CARD, RED_PACKET_TYPE } from '../../../../contract/groups';
import {
  amountProblem,
  cardState,
  countProblem,
  redPacketTitle,
  redPacketTotal,
  type RedPacketLimits,
} from '../../../../app/features/chat/red-packets/red-packet-rules';

const limits: RedPacketLimits = {
  redPacketLimit: 100,
  redPacketMinAmount: '1.00',
  redPacketMaxAmount: '5000.00',
  perRedPacketMinAmount: '0.10',
  perRedPacketMaxAmount: '200.00',
};
const { lucky, ordinary } = RED_PACKET_TYPE;

describe('red-packet-rules', () => {
  it('takes 1 to redPacketLimit packets', () => {
    expect(countProblem('1', 100)).toBeNull();
    expect(countProblem('100', 100)).toBeNull();
    for (const bad of ['', '0', '101', '1.5', '-1', 'a']) expect(countProblem(bad, 100)).toBe('红包个数1-100个');
  });

  it('keeps a lucky total within the limits and every share at least the minimum', () => {
    expect(amountProblem(lucky, '10', 5, limits)).toBeNull();
    expect(amountProblem(lucky, '0.99', 1, limits)).toBe('红包总金额须在1.00-5000.00元之间');
    expect(amountProblem(lucky, '5000.01', 1, limits)).toBe('红包总金额须在1.00-5000.00元之间');
    expect(amountProblem(lucky, '9.99', 100, limits)).toBe('单个红包不可低于0.10元');
    expect(amountProblem(lucky, '10', 100, limits)).toBeNull();
  });

  it('keeps an ordinary share within the per-packet limits', () => {
    expect(amountProblem(ordinary, '0.10', 3, limits)).toBeNull();
    expect(amountProblem(ordinary, '0.09', 3, limits)).toBe('单个红包金额须在0.10-200.00元之间');
    expect(amountProblem(ordinary, '200', 3, limits)).toBeNull();
    expect(amountProblem(ordinary, '200.01', 3, limits)).toBe('单个红包金额须在0.10-200.00元之间');
  });

  it('refuses an amount that is not a positive amount of at most 2 decimals', () => {
    for (const bad of ['', '0', '0.00', '1.234', 'abc', '-1', '1e3']) expect(amountProblem(lucky, bad, 1, limits)).toBe('请输入正确的红包金额');
  });

  it('shows the amount for lucky and amount × count for ordinary, exactly', () => {
    expect(redPacketTotal(lucky, '10.5', 3)).toBe('10.50');
    expect(redPacketTotal(ordinary, '0.1', 3)).toBe('0.30');
    expect(redPacketTotal(ordinary, '33.33', 3)).toBe('99.99');
    expect(redPacketTotal(ordinary, '', 3)).toBe('0.00');
  });

  it('strips emoji from the title, keeps 10 characters and falls back to the greeting', () => {
    expect(redPacketTitle('')).toBe('恭喜发财，大吉大利');
    expect(redPacketTitle(' 😀 ')).toBe('恭喜发财，大吉大利');
    expect(redPacketTitle('周末😀加油')).toBe('周末加油');
    expect(redPacketTitle('一二三四五六七八九十十一')).toBe('一二三四五六七八九十');
  });

  it('shows a card claimed, finished, expired (also past its time) or open', () => {
    expect(cardState(RED_PACKET_CARD.mine, 0, 1)).toBe('claimed');
    expect(cardState(RED_PACKET_CARD.finished, 0, 1)).toBe('finished');
    expect(cardState(RED_PACKET_CARD.expired, 10, 1)).toBe('expired');
    expect(cardState(RED_PACKET_CARD.none, 10, 10)).toBe('expired');
    expect(cardState(RED_PACKET_CARD.none, 10, 9)).toBe('open');
  });
});
