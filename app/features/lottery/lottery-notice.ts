/**
 * The one notice line of the lottery screen, as a typed value: what happened decides how it is
 * shown (a status for a success, an alert for a refusal or failure), never the wording.
 */
import { proxy } from 'valtio';
import { errorCodes } from '../../../contract/primitives';

export type LotteryNotice = { kind: 'submitted' } | { kind: 'cancelled' } | { kind: 'failed'; message: string };

const successText = { submitted: '订单提交成功！', cancelled: '撤单成功' } as const;

export const noticeState = proxy({
  notice: null as LotteryNotice | null,
  /** The text shown ('' when there is no notice). */
  get message(): string {
    const notice = this.notice;
    if (!notice) return '';
    return notice.kind === 'failed' ? notice.message : successText[notice.kind];
  },
  get ok(): boolean {
    return this.notice !== null && this.notice.kind !== 'failed';
  },
});

export function showNotice(notice: LotteryNotice | null): void {
  noticeState.notice = notice;
}

/** A refusal or failure in the screen's words. */
export function showFailure(message: string): void {
  noticeState.notice = { kind: 'failed', message };
}

/** A failed request: the HTTP client's message. */
export function reportError(error: unknown): void {
  showFailure(error instanceof Error ? error.message : errorCodes.server.msg);
}
