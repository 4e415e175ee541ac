import { useState } from 'react';
import { PROTECTION_PAUSES, protectionEndpoints, protectionPauseRules, type ProtectionPause, type ProtectionState } from '../../../contract/protection';
import { Button, ConfirmDialog, Icon, styled, toast } from '../../../design-system';
import { errorText } from '../../lib/http';
import { useEndpointMutation } from '../../shared/mutations';
import { applyProtectionState } from './use-protection';

const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', lineHeight: '$3' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });
const Groups = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$4' });
const Group = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$3',
  '& h3': { margin: 0, fontSize: '$3' },
  '& > div': { display: 'flex', gap: '$2' },
});
const Banner = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$2',
  border: '1px solid $warning',
  backgroundColor: '$warningSubtle',
  color: '$text',
  '& > svg': { color: '$warning', flexShrink: 0 },
});

const kinds = [
  { kind: 'coolOff', title: '冷静期', about: '短暂停止游戏：到期后自动恢复。' },
  { kind: 'exclusion', title: '自我排除', about: '较长时间停止游戏：到期后自动恢复。' },
] as const;

const duration = (pause: ProtectionPause) => protectionPauseRules[pause].title.replace(/^\S+\s/, '');

/** While a cool-off or self-exclusion runs: which, and when it ends (shown on every tab of the section). */
export function PauseBanner({ pause }: { pause: NonNullable<ProtectionState['pause']> }) {
  return (
    <Banner role="status" data-testid="protection-pause">
      <Icon name="warning" />
      <span>
        {pause.title}中，将于 <strong>{pause.untilText}</strong> 结束。期间可以登录、提现和查看记录，不能充值、转入游戏、投注、追号、收发红包和进入游戏。
      </span>
    </Banner>
  );
}

/** Cool-off (24 h, 7 d, 30 d) and self-exclusion (6 months, 1 year, 5 years), each confirmed: it cannot be ended early. */
export function PausePanel({ state }: { state: ProtectionState }) {
  const [asking, setAsking] = useState<ProtectionPause | null>(null);
  const start = useEndpointMutation(protectionEndpoints.pause, {
    onSuccess: (state) => {
      applyProtectionState(state);
      toast.success(protectionEndpoints.pause.successMessage);
    },
  });
  return (
    <>
      <Note>
        暂停期间可以登录、提现和查看记录，但不能充值、转入游戏、投注、追号、收发红包和进入游戏；未开奖的追号会立即停止并退款。开始后到期前不能提前结束，也不能缩短。
      </Note>
      <Groups>
        {kinds.map(({ kind, title, about }) => (
          <Group key={kind} aria-labelledby={`pause-${kind}`}>
            <h3 id={`pause-${kind}`}>{title}</h3>
            <Note>{about}</Note>
            <div>
              {PROTECTION_PAUSES.filter((p) => protectionPauseRules[p].kind === kind).map((p) => (
                <Button key={p} tone="neutral" onClick={() => setAsking(p)} aria-label={protectionPauseRules[p].title}>
                  {duration(p)}
                </Button>
              ))}
            </div>
          </Group>
        ))}
      </Groups>
      {start.error ? <FormError role="alert">{errorText(start.error)}</FormError> : null}
      <ConfirmDialog
        open={asking !== null}
        title={asking ? `开始${protectionPauseRules[asking].title}` : ''}
        tone="danger"
        confirmText="确定开始"
        loading={start.isPending}
        message={
          <>
            确定开始{asking ? protectionPauseRules[asking].title : ''}吗？<strong>开始后到期前不能提前结束。</strong>
            {state.pause ? `当前${state.pause.title}将于 ${state.pause.untilText} 结束。` : ''}
          </>
        }
        onConfirm={() => asking && start.mutate({ pause: asking }, { onSettled: () => setAsking(null) })}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
