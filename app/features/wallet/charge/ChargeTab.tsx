/**
 * The wallet modal's charge tab: loading, then the deposit view (the shell shows the bind
 * prompt instead while a card or the security question is missing): the notices, the USDT help
 * link and OTC note, the RMB / digital-currency toggle, the channel grid (ten, then 更多), the
 * channel's form, the rules panel. Internal pages: 0 form, 1 order result, 2 order list.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { ErrorPanel, Icon, Spinner, styled, Tabs } from '../../../../design-system';
import {
  paymentEndpoints,
  type ChannelList,
  type DepositChannel,
  type RechargeIndex,
  type RechargeResult,
  type WalletRechargeResult,
} from '../../../../contract/payment';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { href } from '../../../lib/paths';
import { queryKeyOf } from '../../../lib/query-client';
import { useUserInfo } from '../../../stores/user-info';
import { walletAccess } from '../../../stores/user-rules';
import { closeWallet } from '../../../stores/wallet-store';
import { BankTransferForm, PayeeSuccess, WaitingPage } from './BankTransfer';
import { ChannelGrid, isChannelGlyph } from './ChannelGrid';
import { ChannelForm } from './ChannelForm';
import { BankDetails, FrameView, OnepayResult, RedirectNotice, WalletNotice } from './ChargeResult';
import { chargeMessages, moveIntoView } from './charge-rules';
import { CoinRecharge } from './CoinRecharge';
import { OrderList } from './OrderList';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', py: '$4' });
const Notices = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: '$3 $4',
  borderRadius: '$2',
  backgroundColor: '$warningSubtle',
  color: '$text',
  fontSize: '$2',
  '& a': { color: '$brand' },
});
const NoticeLine = styled('p', { margin: 0, display: 'flex', gap: '$2', alignItems: 'center' });
const Body = styled('div', { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 280px', gap: '$5', alignItems: 'start' });
const Rules = styled('aside', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  borderRadius: '$2',
  border: '1px solid $border',
  color: '$textMuted',
  fontSize: '$1',
  lineHeight: '$3',
  '& h3': { margin: 0, color: '$text', fontSize: '$2' },
  '& p': { margin: 0 },
});
const OrdersLink = styled('button', { all: 'unset', color: '$brand', cursor: 'pointer', fontSize: '$2', '&:focus-visible': { outline: '2px solid $focus' } });
const Centered = styled('p', { margin: '$7 auto', color: '$text', textAlign: 'center' });

const chargeIndexKey = queryKeyOf(paymentEndpoints.rechargeIndex, { clientType: '0' });
const channelsKey = queryKeyOf(paymentEndpoints.queryChannel, { clientType: '0' });

export function ChargeTab() {
  const user = useUserInfo();
  const access = walletAccess(user?.userType, 'charge');
  if (!access.allowed) return <Centered>{access.message}</Centered>;
  return <ChargeScreens />;
}

function ChargeScreens() {
  const index = useQuery({ queryKey: chargeIndexKey, queryFn: () => call(paymentEndpoints.rechargeIndex, { clientType: '0' }), staleTime: 0 });
  const channels = useQuery({ queryKey: channelsKey, queryFn: () => call(paymentEndpoints.queryChannel, { clientType: '0' }), staleTime: 0 });
  if (index.isPending || channels.isPending) return <Spinner label="加载中" />;
  const failed = index.error ?? channels.error;
  if (failed || !index.data || !channels.data)
    return (
      <ErrorPanel
        message={failed ? errorText(failed) : chargeMessages.requestFailed}
        actionLabel="重试"
        onAction={() => void Promise.all([index.refetch(), channels.refetch()])}
      />
    );
  if (index.data.isBindBank === 0 || index.data.isSetQuestion === 0) return <Centered>为了您的资金安全，请先绑定银行卡并设置安全问题后再充值。</Centered>;
  return <DepositView index={index.data} channels={channels.data} />;
}

type Currency = 'rmb' | 'coin';
type Page = { page: 0 } | { page: 1; result: RechargeResult; matched?: boolean } | { page: 1; wallet: WalletRechargeResult } | { page: 2 };

function DepositView({ index, channels }: { index: RechargeIndex; channels: ChannelList }) {
  const [currency, setCurrency] = useState<Currency>('rmb');
  const [lists, setLists] = useState<Record<Currency, DepositChannel[]>>({ rmb: channels.result, coin: channels.resultUsdt });
  const [code, setCode] = useState(channels.result[0]?.code ?? channels.resultUsdt[0]?.code ?? '');
  const [page, setPage] = useState<Page>({ page: 0 });
  const list = lists[currency];
  const channel = list.find((c) => c.code === code) ?? list[0];
  const back = useCallback(() => setPage({ page: 0 }), []);

  const choose = (value: string, at: number) => {
    setLists((all) => ({ ...all, [currency]: moveIntoView(all[currency], at) }));
    setCode(value);
    setPage({ page: 0 });
  };
  const again = (channelCode: string) => {
    const inCoin = lists.coin.some((c) => c.code === channelCode);
    setCurrency(inCoin ? 'coin' : 'rmb');
    setCode(channelCode);
    setPage({ page: 0 });
  };

  const grid = (
    <ChannelGrid
      label="充值渠道"
      items={list.map((c) => ({
        value: c.code,
        name: c.name,
        glyph: isChannelGlyph(c.icon) ? c.icon : undefined,
        hot: c.isFire === 1,
        tag: c.promoTag || undefined,
      }))}
      value={channel?.code}
      onValueChange={(value) =>
        choose(
          value,
          list.findIndex((c) => c.code === value),
        )
      }
    />
  );

  return (
    <Root>
      <Notices role="note" aria-label="充值须知">
        <NoticeLine>
          <Icon name="warning" size="1" />
          请务必按订单金额支付，金额不一致或在平台外转账将无法到账。
        </NoticeLine>
        {index.notice ? <NoticeLine>{index.notice}</NoticeLine> : null}
        <NoticeLine>
          <Link href={index.usdtHelpUrl || href.helpCenter('UsdtTeach')} onClick={closeWallet}>
            USDT充值教程
          </Link>
          {index.otcNote ? <span>{index.otcNote}</span> : null}
        </NoticeLine>
      </Notices>
      {channels.resultUsdt.length > 0 ? (
        <Tabs
          label="充值币种"
          level="sub"
          items={[
            { value: 'rmb', label: '人民币充值' },
            { value: 'coin', label: '数字货币充值' },
          ]}
          value={currency}
          onValueChange={(value) => {
            const next = value as Currency;
            setCurrency(next);
            setCode(lists[next][0]?.code ?? '');
            setPage({ page: 0 });
          }}
        >
          {grid}
        </Tabs>
      ) : (
        grid
      )}
      {page.page === 2 ? (
        <OrderList onBack={back} onAgain={again} />
      ) : (
        <Body>
          <div>
            {channel ? (
              <ChannelScreen key={`${currency}-${channel.code}`} channel={channel} index={index} page={page} setPage={setPage} onBack={back} />
            ) : (
              <Centered>{chargeMessages.unavailable}</Centered>
            )}
          </div>
          <Rules aria-label="充值说明">
            <h3>充值说明</h3>
            {channel ? (
              <p>
                单笔限额：{channel.minRechargeAmount}~{channel.maxRechargeAmount}
                {channel.family === 'coin' ? ` ${channel.coinType}` : ' 元'}
              </p>
            ) : null}
            {channel?.costStatus === 1 ? <p>该渠道收取 {channel.costRate} 比例的手续费，从到账金额中扣除。</p> : null}
            {channel?.cutPointsSwitch === 1 ? <p>该渠道支付时随机立减 0.1~1.9 元，请按订单金额支付。</p> : null}
            {channel?.warmPrompt ? <p>{channel.warmPrompt}</p> : null}
            <p>今日还可取消订单 {index.cancelsLeftToday} 次。</p>
            <OrdersLink type="button" onClick={() => setPage({ page: 2 })}>
              查看充值订单
            </OrdersLink>
          </Rules>
        </Body>
      )}
    </Root>
  );
}

function ChannelScreen({
  channel,
  index,
  page,
  setPage,
  onBack,
}: {
  channel: DepositChannel;
  index: RechargeIndex;
  page: Page;
  setPage(page: Page): void;
  onBack(): void;
}) {
  const onResult = useCallback((result: RechargeResult) => setPage({ page: 1, result }), [setPage]);
  const onMatched = useCallback((result: RechargeResult) => setPage({ page: 1, result, matched: true }), [setPage]);
  if (channel.family === 'coin') return <CoinRecharge channel={channel} />;
  if (page.page === 1 && 'wallet' in page) return <WalletNotice result={page.wallet} onBack={onBack} />;
  if (page.page === 1 && 'result' in page) {
    const { result } = page;
    if (page.matched) return <PayeeSuccess order={result} onBack={onBack} />;
    switch (result.resultType) {
      case 'waiting':
        return <WaitingPage order={result} onMatched={onMatched} onBack={onBack} />;
      case 'bank':
        return <BankDetails result={result} onBack={onBack} />;
      case 'onepay':
        return <OnepayResult result={result} onBack={onBack} />;
      case 'frame':
        return <FrameView result={result} onBack={onBack} />;
      default:
        return <RedirectNotice result={result} onBack={onBack} />;
    }
  }
  if (channel.family === 'bank') return <BankTransferForm channel={channel} userName={index.userName} subordinates={index.subordinates} onResult={onResult} />;
  return (
    <ChannelForm
      channel={channel}
      userName={index.userName}
      subordinates={index.subordinates}
      onResult={onResult}
      onWallet={(wallet) => setPage({ page: 1, wallet })}
    />
  );
}
