import { describe, expect, it } from 'vitest';
import { noticeState, reportError, showFailure, showNotice } from '../../../../app/features/lottery/lottery-notice';

describe('lottery notice', () => {
  it('shows a success as a status with its fixed wording when an order is submitted or cancelled', () => {
    showNotice({ kind: 'submitted' });
    expect(noticeState).toMatchObject({ message: '订单提交成功！', ok: true });
    showNotice({ kind: 'cancelled' });
    expect(noticeState).toMatchObject({ message: '撤单成功', ok: true });
  });

  it('shows a failure as an alert even when its text contains 成功', () => {
    showFailure('撤单成功率过低，请稍后再试');
    expect(noticeState).toMatchObject({ message: '撤单成功率过低，请稍后再试', ok: false });
  });

  it('reports a request error with its message and anything else as 请求失败', () => {
    reportError(new Error('余额不足'));
    expect(noticeState.notice).toEqual({ kind: 'failed', message: '余额不足' });
    reportError('boom');
    expect(noticeState.message).toBe('请求失败');
  });

  it('shows nothing when cleared', () => {
    showNotice(null);
    expect(noticeState).toMatchObject({ message: '', ok: false });
  });
});
