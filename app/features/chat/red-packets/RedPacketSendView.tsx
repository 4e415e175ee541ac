/**
 * Sending a red packet to the open group: lucky (a total split at random) or ordinary (the same
 * amount each), the count and amount rules with their messages, the title, the total (amount, or
 * amount × count), then the fund password (or the prompt to set one). Success returns to the chat.
 */
import { useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { PayloadOf } from '../../../../contract/endpoint';
import { groupEndpoints, RED_PACKET_DEFAULT_TITLE, RED_PACKET_TITLE_MAX, RED_PACKET_TYPE, SCENE_GROUP } from '../../../../contract/groups';
import { AmountInput, Button, Input, IntegerInput, RadioGroup, styled } from '../../../../design-system';
import { formatYuan } from '../../../lib/money';
import { call } from '../../../lib/call';
import { newRequestId } from '../../../lib/request-id';
import { refreshBalances } from '../../../shared/balance';
import { askFundPassword } from '../../../shared/fund-password-prompt';
import { checkRules, formDefaults } from '../../../shared/form-rules';
import { appendOwnMessage, showGroupView, useGroupList, useOpenGroupDetail } from '../groups/group-store';
import { Actions, Body, Muted } from '../groups/layout';
import { redPacketState } from './red-packet-store';
import { amountProblem, countProblem, redPacketKinds, redPacketTitle, redPacketTotal, type RedPacketType } from './red-packet-rules';
import { showRecords } from './red-packet-store';

const Total = styled('div', { fontSize: '$6', fontWeight: '$bold', textAlign: 'center', color: '$text' });
const Problem = styled('div', { color: '$danger', fontSize: '$2' });

interface RedPacketValues {
  type: RedPacketType;
  count: string;
  amount: string;
  title: string;
}

export function RedPacketSendView() {
  const { limits } = useGroupList();
  const detail = useOpenGroupDetail();
  const { control, handleSubmit, clearErrors, formState } = useForm<RedPacketValues>({
    ...formDefaults,
    defaultValues: { type: RED_PACKET_TYPE.lucky, count: '', amount: '', title: '' },
  });
  const [type, count, amount] = useWatch({ control, name: ['type', 'count', 'amount'] });
  const busy = useRef(false);
  if (!limits || !detail) return null;
  // One message under the form: the count's first, then the amount's (red-packet-rules.ts).
  const problem = formState.errors.count?.message ?? formState.errors.amount?.message;
  const rules = {
    count: checkRules<RedPacketValues>((value) => countProblem(value, limits.redPacketLimit) ?? null),
    amount: checkRules<RedPacketValues>((value, values) =>
      countProblem(values.count, limits.redPacketLimit) ? null : amountProblem(values.type, value, Number(values.count) || 0, limits),
    ),
  };
  const n = Number(count) || 0;
  const total = redPacketTotal(type, amount, n);
  const lucky = type === RED_PACKET_TYPE.lucky;

  const submit = handleSubmit(async ({ title }) => {
    if (busy.current) return;
    busy.current = true;
    const requestId = newRequestId();
    const content = redPacketTitle(title);
    let sent: PayloadOf<typeof groupEndpoints.sendRedPacket> | null = null;
    try {
      const password = await askFundPassword({
        title: '发红包',
        description: `${redPacketKinds[type]} ${n}个，共${formatYuan(total)}元`,
        submit: async (paypwd) => {
          sent = await call(groupEndpoints.sendRedPacket, { scene: SCENE_GROUP, targetId: detail.gid, type, content, num: n, amount, paypwd, requestId });
        },
      });
      if (password === null || !sent) return;
      const { message } = sent as NonNullable<typeof sent>;
      appendOwnMessage(message);
      void refreshBalances();
      redPacketState.opening = null;
      showGroupView('chat', null);
    } finally {
      busy.current = false;
    }
  });

  return (
    <Body as="form" aria-label="发红包" onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup
            legend="红包类型"
            orientation="horizontal"
            options={[
              { value: String(RED_PACKET_TYPE.lucky), label: redPacketKinds[RED_PACKET_TYPE.lucky] },
              { value: String(RED_PACKET_TYPE.ordinary), label: redPacketKinds[RED_PACKET_TYPE.ordinary] },
            ]}
            value={String(field.value)}
            onValueChange={(value) => {
              field.onChange(Number(value) as RedPacketType);
              clearErrors();
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="count"
        rules={rules.count}
        render={({ field }) => (
          <IntegerInput
            label="红包个数"
            block
            value={field.value}
            maxDigits={5}
            stripLeadingZeros
            suffix="个"
            placeholder={`1-${limits.redPacketLimit}`}
            hint={`本群共${detail.memberCount}人`}
            onValueChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="amount"
        rules={rules.amount}
        render={({ field }) => (
          <AmountInput
            label={lucky ? '总金额' : '单个金额'}
            block
            unit="元"
            value={field.value}
            placeholder={
              lucky ? `${limits.redPacketMinAmount}-${limits.redPacketMaxAmount}` : `${limits.perRedPacketMinAmount}-${limits.perRedPacketMaxAmount}`
            }
            onValueChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="title"
        render={({ field }) => (
          <Input
            label="红包标题"
            block
            value={field.value}
            placeholder={RED_PACKET_DEFAULT_TITLE}
            onValueChange={(value) => field.onChange([...value].slice(0, RED_PACKET_TITLE_MAX).join(''))}
          />
        )}
      />
      <Total aria-label="红包总额" data-testid="red-packet-total">
        ¥{formatYuan(total)}
      </Total>
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      <Muted>未领取的红包，24小时后退回余额。</Muted>
      <Actions>
        <Button type="submit">塞钱进红包</Button>
        <Button tone="neutral" onClick={() => showGroupView('chat', null)}>
          返回
        </Button>
        <Button ghost tone="neutral" onClick={showRecords}>
          红包记录
        </Button>
      </Actions>
    </Body>
  );
}
