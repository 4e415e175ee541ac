import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldRules, formDefaults } from '../../shared/form-rules';
import { protectionEndpoints, SetLimitRequest, type ProtectionLimitState, type ProtectionState } from '../../../contract/protection';
import { AmountInput, Button, Countdown, Modal, styled, Table, toast, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { useEndpointMutation } from '../../shared/mutations';
import { limitAmountText, pendingChangeText, secondsUntil } from './protection-text';
import { applyProtectionState, useProtectionState } from './use-protection';

const Note = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2', lineHeight: '$3' });
const Pending = styled('span', { display: 'inline-flex', alignItems: 'baseline', gap: '$2', color: '$warning' });
const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$3' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

/** A limit to save: the amount pattern of the request's schema (the other branch, '', is 取消限额). */
const limitAmountSchema = SetLimitRequest.properties.amount.anyOf[0];
const limitMessages = { amount: '请输入不少于 1 元的金额（最多两位小数）' } as const;
const amountRules = fieldRules(limitAmountSchema, { required: limitMessages.amount, pattern: limitMessages.amount }, { trim: true });

/** The eight limits with the amount in force, what the period has counted, any waiting raise or removal with its countdown. */
export function LimitsPanel({ state }: { state: ProtectionState }) {
  const [editing, setEditing] = useState<ProtectionLimitState | null>(null);
  const { refetch } = useProtectionState();
  const columns: TableColumn<ProtectionLimitState>[] = [
    { key: 'title', title: '限额', render: (r) => <strong>{r.title}</strong> },
    { key: 'amount', title: '当前限额', align: 'right', render: (r) => limitAmountText(r.amount) },
    { key: 'used', title: '本期已计', align: 'right', render: (r) => (r.used === '' ? '—' : `${formatYuan(r.used)} 元`) },
    {
      key: 'pending',
      title: '待生效',
      render: (r) =>
        r.pendingAt === 0 ? (
          '—'
        ) : (
          <Pending>
            {pendingChangeText(r)}
            <Countdown size="1" format="hh:mm:ss" label="剩余" seconds={secondsUntil(r.pendingAt, state.now)} onComplete={() => void refetch()} />
          </Pending>
        ),
    },
    {
      key: 'action',
      title: '操作',
      align: 'center',
      render: (r) => (
        <Button size="1" tone="neutral" onClick={() => setEditing(r)} aria-label={`设置${r.title}`}>
          设置
        </Button>
      ),
    },
  ];
  return (
    <>
      <Note>
        降低限额立即生效；提高或取消限额须等待 24 小时后生效，以免在游戏中冲动放宽。亏损 = 投注 − 派奖（彩票与游戏合计）。日、周（周一起）、月均按北京时间计算。
      </Note>
      <Table caption="投注与充值限额" columns={columns} rows={state.limits} rowKey={(r) => r.limit} nowrap />
      {editing ? <LimitDialog key={editing.limit} limit={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

/** Sets, lowers, raises or removes one limit; the server's refusal stays in the dialog. */
function LimitDialog({ limit, onClose }: { limit: ProtectionLimitState; onClose: () => void }) {
  const { control, handleSubmit, setError, clearErrors, formState } = useForm({
    ...formDefaults,
    defaultValues: { amount: limit.pendingAt !== 0 ? limit.pendingAmount : limit.amount },
  });
  // One message under the field: its rule's, else the server's refusal.
  const error = formState.errors.amount?.message ?? formState.errors.root?.message;

  const save = useEndpointMutation(protectionEndpoints.setLimit, {
    onSuccess: (state) => {
      applyProtectionState(state);
      toast.success(protectionEndpoints.setLimit.successMessage);
      onClose();
    },
    onError: (failure) => setError('root', { message: errorText(failure) }),
  });
  /** An amount saves the limit; '' removes it (取消限额). */
  const send = (amount: string) => {
    clearErrors();
    save.mutate({ limit: limit.limit, amount });
  };
  const removing = save.isPending && save.variables?.amount === '';

  return (
    <Modal
      open
      onClose={onClose}
      title={`设置${limit.title}`}
      footer={
        <>
          {limit.amount !== '' ? (
            <Button tone="neutral" loading={removing} onClick={() => send('')}>
              取消限额
            </Button>
          ) : null}
          <Button type="submit" form="protection-limit-form" loading={save.isPending && !removing}>
            保存
          </Button>
        </>
      }
    >
      <Form id="protection-limit-form" noValidate onSubmit={(event) => void handleSubmit(({ amount }) => send(amount.trim()))(event)}>
        <Note>当前限额：{limitAmountText(limit.amount)}</Note>
        <Controller
          control={control}
          name="amount"
          rules={amountRules}
          render={({ field }) => <AmountInput label="限额金额" unit="元" value={field.value} onValueChange={field.onChange} />}
        />
        <Note>降低立即生效；提高或取消须 24 小时后生效。</Note>
        {error ? <FormError role="alert">{error}</FormError> : null}
      </Form>
    </Modal>
  );
}
