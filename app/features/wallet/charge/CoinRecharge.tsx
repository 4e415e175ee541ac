/**
 * USDT/USDC deposits: two tabs. Recharge: step 1 the coin amount, the rate and the yuan it
 * credits, the protocol; step 2 the order's own address with its QR code. Purchase: the
 * exchanges where coins can be bought.
 */
import { useQuery } from '@tanstack/react-query';
import { Decimal } from 'decimal.js';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AmountInput, Button, Countdown, DetailList, ErrorPanel, Input, QRCode, RadioGroup, Spinner, styled, Tabs } from '../../../../design-system';
import { paymentEndpoints, type DepositChannel, type RechargeResult } from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText, REQUEST_FAILED_MESSAGE, serverMessageOr } from '../../../lib/http';
import { formatRate } from '../../../lib/money';
import { queryKeyOf } from '../../../lib/query-client';
import { amountError, coinAmountError, type CoinUnit } from './charge-rules';
import { Actions, CashierButton, Lead, Note, Screen } from './ChargeResult';
import { FormError, FormRoot } from './ChannelForm';
import { newRequestId } from './popup';
import { checkRules, formDefaults, inputProps } from '../../../shared/form-rules';

const Steps = styled('ol', {
  display: 'flex',
  gap: '$5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: '$textMuted',
  fontSize: '$2',
  '& [aria-current]': { color: '$brand', fontWeight: '$medium' },
});
const Address = styled('div', { display: 'flex', gap: '$5', alignItems: 'flex-start' });
const Exchanges = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': { color: '$brand' },
});

const unitOf = (channel: DepositChannel): CoinUnit => (channel.coinType === 'USDC' ? 'USDC' : 'USDT');

export function CoinRecharge({ channel }: { channel: DepositChannel }) {
  const [tab, setTab] = useState('recharge');
  const unit = unitOf(channel);
  return (
    <Tabs
      label="数字货币充值"
      level="sub"
      items={[
        { value: 'recharge', label: `${unit}充值` },
        { value: 'purchase', label: `${unit}购买` },
      ]}
      value={tab}
      onValueChange={setTab}
    >
      {tab === 'recharge' ? <CoinSteps channel={channel} unit={unit} /> : <Purchase unit={unit} />}
    </Tabs>
  );
}

function CoinSteps({ channel, unit }: { channel: DepositChannel; unit: CoinUnit }) {
  const [order, setOrder] = useState<RechargeResult | null>(null);
  return (
    <Screen css={{ maxWidth: 'none' }}>
      <Steps aria-label="充值步骤">
        <li aria-current={order ? undefined : 'step'}>1. 填写充值数量</li>
        <li aria-current={order ? 'step' : undefined}>2. 转账到充值地址</li>
      </Steps>
      {order ? <CoinAddress order={order} unit={unit} onBack={() => setOrder(null)} /> : <CoinAmountForm channel={channel} unit={unit} onOrder={setOrder} />}
    </Screen>
  );
}

function CoinAmountForm({ channel, unit, onOrder }: { channel: DepositChannel; unit: CoinUnit; onOrder(order: RechargeResult): void }) {
  const { control, handleSubmit, setError, formState } = useForm({
    ...formDefaults,
    defaultValues: { amount: '', protocol: channel.protocols[0] ?? '', payer: '' },
  });
  const amount = useWatch({ control, name: 'amount' });
  const failure = formState.errors.root?.message;
  /** A coin amount first, then the channel's limits in that coin (charge-rules.ts). */
  const amountRules = checkRules(
    (value) => coinAmountError(value) ?? amountError(value, { min: channel.minRechargeAmount, max: channel.maxRechargeAmount, unit }) ?? null,
  );
  const [requestId] = useState(newRequestId);
  const rate = channel.usdt3RdRate || '0';
  const yuan = /^\d+(\.\d+)?$/.test(amount) ? new Decimal(amount).times(rate).toFixed(2) : '0.00';

  const submit = handleSubmit(async ({ amount, protocol, payer }) => {
    try {
      onOrder(
        await call(paymentEndpoints.recharge, {
          channelCode: channel.code,
          amount,
          coinType: channel.coinType || unit,
          protocol,
          payWayType: 2,
          requestId,
          payerAccount: channel.isShowPayerAccount === 1 ? payer.trim() : undefined,
        }),
      );
    } catch (failed) {
      setError('root', { message: errorText(failed) });
    }
  });

  return (
    <FormRoot aria-label={`${unit}充值`} noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="amount"
        rules={amountRules}
        render={({ field, fieldState }) => (
          <AmountInput
            label="充值数量"
            unit={unit}
            value={field.value}
            onValueChange={field.onChange}
            placeholder={`${channel.minRechargeAmount}~${channel.maxRechargeAmount}`}
            error={fieldState.error?.message}
          />
        )}
      />
      <DetailList
        rows={[
          { label: '参考汇率', value: `1 ${unit} ≈ ${formatRate(rate, unit)} 元` },
          { label: '预计到账', value: `${yuan} 元` },
        ]}
      />
      {channel.protocols.length > 0 ? (
        <Controller
          control={control}
          name="protocol"
          render={({ field }) => (
            <RadioGroup legend="转账协议" options={channel.protocols.map((p) => ({ value: p, label: p }))} value={field.value} onValueChange={field.onChange} />
          )}
        />
      ) : null}
      {channel.isShowPayerAccount === 1 ? (
        <Controller control={control} name="payer" render={(field) => <Input label="付款账户名" maxLength={64} {...inputProps(field)} />} />
      ) : null}
      {failure ? <FormError role="alert">{failure}</FormError> : null}
      <Actions>
        <Button type="submit" loading={formState.isSubmitting}>
          下一步
        </Button>
      </Actions>
    </FormRoot>
  );
}

function CoinAddress({ order, unit, onBack }: { order: RechargeResult; unit: CoinUnit; onBack(): void }) {
  const input = { coinType: unit, spsn: order.orderId };
  const address = useQuery({
    queryKey: queryKeyOf(paymentEndpoints.rechargeAddress, input),
    queryFn: () => call(paymentEndpoints.rechargeAddress, input),
    staleTime: Infinity,
  });
  if (address.isPending) return <Spinner label="加载中" />;
  if (address.isError) return <FormError role="alert">{errorText(address.error)}</FormError>;
  const data = address.data;
  return (
    <>
      <Lead>
        请向以下地址转入 {data.coinAmount} {unit}（{data.protocol}）
      </Lead>
      <Address>
        <QRCode value={data.qrCodeURL || data.address} size={168} label="充值地址二维码" />
        <DetailList
          rows={[
            { label: '充值地址', value: data.address, copy: data.address },
            { label: '转账数量', value: `${data.coinAmount} ${unit}`, copy: data.coinAmount },
            { label: '转账协议', value: data.protocol },
            { label: '订单号', value: data.spsn, copy: data.spsn },
          ]}
        />
      </Address>
      <Countdown seconds={data.expiresInSeconds} label="剩余时间" />
      <Note>请使用 {data.protocol} 协议转账，转错协议将无法到账；该地址仅用于本订单。</Note>
      <Actions>
        <CashierButton url={order.reqUrl} />
        <Button tone="neutral" ghost onClick={onBack}>
          返回
        </Button>
      </Actions>
    </>
  );
}

function Purchase({ unit }: { unit: CoinUnit }) {
  const coins = useQuery({ queryKey: queryKeyOf(paymentEndpoints.coinTypeList), queryFn: () => call(paymentEndpoints.coinTypeList) });
  return (
    <Screen css={{ maxWidth: 'none' }}>
      <Note>还没有{unit}？可在以下交易所购买后转入充值地址：</Note>
      {coins.isPending ? <Spinner label="加载中" /> : null}
      {coins.isError ? (
        <ErrorPanel
          title="交易所列表加载失败"
          message={serverMessageOr(coins.error, REQUEST_FAILED_MESSAGE)}
          loading={coins.isFetching}
          onAction={() => void coins.refetch()}
        />
      ) : null}
      <Exchanges aria-label="交易所">
        {(coins.data?.exchanges ?? []).map((e) => (
          <li key={e.name}>
            <a href={e.url} target="_blank" rel="noopener noreferrer">
              {e.name}
            </a>
          </li>
        ))}
      </Exchanges>
    </Screen>
  );
}
