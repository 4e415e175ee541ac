/**
 * The wallet modal's withdraw tab: the config decides the screen (not bound, no fund
 * password, at risk, or the channel row in the server's order with each channel's form);
 * a bank withdrawal moves on to the success page that asks the player to confirm receipt.
 * The hosted pages (WeChat, Alipay, bank) follow the row: their form opens the provider's
 * page in a new tab and moves on to the page that counts down its 15-minute window.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, ErrorPanel, Spinner, styled } from '../../../../design-system';
import {
  hostedTypes,
  WITHDRAW_CONFIG_STATUS,
  withdrawEndpoints,
  type HostedResult,
  type HostedSetting,
  type WithdrawChannel,
  type WithdrawConfig,
  type WithdrawResult,
} from '../../../../contract/withdraw';
import { call } from '../../../lib/call';
import { errorText } from '../../../lib/http';
import { accountPageHref } from '../../../lib/paths';
import { queryKeyOf } from '../../../lib/query-client';
import { afterWithdrawMoneyMoved, withdrawConfigKey } from './withdraw-queries';
import { useUserInfo } from '../../../stores/user-info';
import { TRIAL_MESSAGE } from '../../../../contract/user-types';
import { rulesOf } from '../../../stores/user-rules';
import { closeWallet } from '../../../stores/wallet-store';
import { showAccountTab, type AccountTab } from '../../../shared/account-tab';
import { openFundPasswordSetting } from '../../../shared/fund-password-prompt';
import { HostedSuccess } from './HostedSuccess';
import { WithdrawForm } from './WithdrawForm';
import { WithdrawSuccess } from './WithdrawSuccess';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', py: '$4' });
const ChannelRow = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });
const Notice = styled('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$4', py: '$7', color: '$text', textAlign: 'center' });

/** The not-bound screens: 0/2 bind (account page), 3 set the fund password, 4 at risk (no button). */
export type NotBoundType = 0 | 2 | 3 | 4;
const notBoundText: Record<NotBoundType, string> = {
  0: '您还未绑定提现账户，请先绑定银行卡或钱包地址后再提现。',
  2: '您还未绑定该渠道的提现账户，请先绑定后再提现。',
  3: '提现前请先设置资金密码。',
  4: '您的账户存在风险，暂不可提现，请联系客服。',
};

/** `tab`: the account page's form that binds what is missing (a bank card unless told). */
export function NotBound({ type, tab = 'bankCard' }: { type: NotBoundType; tab?: AccountTab }) {
  const [, navigate] = useLocation();
  const leave = () => {
    closeWallet();
    if (type === 3) return openFundPasswordSetting();
    showAccountTab(tab);
    navigate(accountPageHref);
  };
  return (
    <Notice data-testid={`withdraw-not-bound-${type}`}>
      <p>{notBoundText[type]}</p>
      {type === 4 ? null : <Button onClick={leave}>{type === 3 ? '设置资金密码' : '去绑定'}</Button>}
    </Notice>
  );
}

const statusScreen: Partial<Record<number, NotBoundType>> = {
  [WITHDRAW_CONFIG_STATUS.unbound]: 0,
  [WITHDRAW_CONFIG_STATUS.noFundPassword]: 3,
  [WITHDRAW_CONFIG_STATUS.risk]: 4,
};

export function WithdrawTab() {
  const user = useUserInfo();
  if (!rulesOf(user?.userType).withdraw) return <Notice>{TRIAL_MESSAGE}</Notice>;
  return <WithdrawScreens />;
}

function WithdrawScreens() {
  const config = useQuery({ queryKey: withdrawConfigKey, queryFn: () => call(withdrawEndpoints.config, {}), staleTime: 0 });
  const [success, setSuccess] = useState<WithdrawResult | null>(null);
  const [hosted, setHosted] = useState<HostedResult | null>(null);
  if (success) return <WithdrawSuccess spsn={success.spsn} bonus={success.hasBonus ? success.bonus : []} onBack={() => setSuccess(null)} />;
  if (hosted) return <HostedSuccess result={hosted} onBack={() => setHosted(null)} />;
  if (config.isPending) return <Spinner label="加载中" />;
  if (config.isError) return <ErrorPanel message={errorText(config.error)} actionLabel="重试" onAction={() => void config.refetch()} />;
  const screen = statusScreen[config.data.status];
  if (screen !== undefined) return <NotBound type={screen} />;
  return <WithdrawView config={config.data} onSuccess={setSuccess} onHosted={setHosted} />;
}

/** Where a channel's missing account is bound: receiving codes for the WeChat/Alipay pages, wallets for coin channels. */
function bindTabOf(channel: WithdrawChannel, hostedType: string | undefined): AccountTab {
  if (hostedType === '0') return 'wechat';
  if (hostedType === '1') return 'alipay';
  return channel.kind === 'coin' ? 'coinWallet' : 'bankCard';
}

const receivingCodeNames: Record<string, string> = { wechat: '微信收款码', alipay: '支付宝收款码' };

/** A hosted page as the form's channel: its limits, the account it pays to, no deposit. */
const hostedChannel = (setting: HostedSetting): WithdrawChannel => ({
  type: setting.type,
  channelType: `H${setting.withdrawType}`,
  withDrawType: '0',
  kind: 'bank',
  name: setting.name,
  coinType: '',
  min: setting.minAmount,
  max: setting.maxAmount,
  fixedAmounts: [],
  accounts: setting.accounts.map((a) => ({ ...a, bankNameZH: receivingCodeNames[a.bankNameZH] ?? a.bankNameZH })),
  securityDeposit: false,
  blockedToday: false,
});

export function WithdrawView({
  config,
  onSuccess,
  onHosted,
}: {
  config: WithdrawConfig;
  onSuccess(result: WithdrawResult): void;
  onHosted(result: HostedResult): void;
}) {
  const [selected, setSelected] = useState(config.channels[0]?.channelType ?? '');
  const queryClient = useQueryClient();
  const hostedSettings = useQueries({
    queries: hostedTypes.map((withdrawType) => ({
      queryKey: queryKeyOf(withdrawEndpoints.hostedSetting, { withdrawType }),
      queryFn: () => call(withdrawEndpoints.hostedSetting, { withdrawType }),
    })),
  });
  const hostedChannels = hostedSettings.flatMap((q) => (q.data ? [{ setting: q.data, channel: hostedChannel(q.data) }] : []));
  const channels = [...config.channels, ...hostedChannels.map((h) => h.channel)];
  const channel: WithdrawChannel | undefined = channels.find((c) => c.channelType === selected) ?? channels[0];
  const hostedType = hostedChannels.find((h) => h.channel.channelType === channel?.channelType)?.setting.withdrawType;
  return (
    <Root>
      <ChannelRow role="group" aria-label="提现渠道">
        {channels.map((c) => (
          <Button
            key={c.channelType}
            tone={c.channelType === channel?.channelType ? 'brand' : 'neutral'}
            ghost={c.channelType !== channel?.channelType}
            aria-pressed={c.channelType === channel?.channelType}
            onClick={() => setSelected(c.channelType)}
          >
            {c.name}
          </Button>
        ))}
      </ChannelRow>
      {channel ? (
        channel.accounts.length === 0 ? (
          <NotBound type={2} tab={bindTabOf(channel, hostedType)} />
        ) : (
          <WithdrawForm
            key={channel.channelType}
            config={config}
            channel={channel}
            onDone={(result) => {
              afterWithdrawMoneyMoved();
              if (result.confirmReceipt) onSuccess(result);
            }}
            onFailed={() => void queryClient.invalidateQueries({ queryKey: withdrawConfigKey })}
            hosted={
              hostedType === undefined
                ? undefined
                : {
                    type: hostedType,
                    onCreated: (result) => {
                      void queryClient.invalidateQueries({ queryKey: withdrawConfigKey });
                      onHosted(result);
                    },
                  }
            }
          />
        )
      ) : null}
    </Root>
  );
}
