import { useState } from 'react';
import { protectionEndpoints, REALITY_MINUTES } from '../../../contract/protection';
import { RadioGroup, styled, toast } from '../../../design-system';
import { errorText } from '../../lib/http';
import { useEndpointMutation } from '../../shared/mutations';
import { applyProtectionState } from './use-protection';

const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', lineHeight: '$3' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

type RealityMinutes = (typeof REALITY_MINUTES)[number];
const options = REALITY_MINUTES.map((m) => ({ value: String(m), label: m === 0 ? '关闭' : `每 ${m} 分钟` }));

/** The reality check's interval: off, 15, 30 or 60 minutes of this log-in session; saved when chosen. */
export function RealityPanel({ minutes }: { minutes: number }) {
  // the choice shows at once; a refusal puts back the saved one
  const [chosen, setChosen] = useState(String(minutes));
  const save = useEndpointMutation(protectionEndpoints.setReality, {
    onSuccess: (state) => {
      applyProtectionState(state);
      toast.success(protectionEndpoints.setReality.successMessage);
    },
    onError: () => setChosen(String(minutes)),
  });
  const choose = (value: string) => {
    setChosen(value);
    save.mutate({ minutes: Number(value) as RealityMinutes });
  };
  return (
    <>
      <Note>开启后，每登录游戏满所选时间，会弹出提醒，显示本次登录的游戏时长和输赢，您可以选择继续或退出登录。</Note>
      <RadioGroup legend="提醒间隔" options={options} value={chosen} disabled={save.isPending} onValueChange={choose} />
      {save.error ? <FormError role="alert">{errorText(save.error)}</FormError> : null}
    </>
  );
}
