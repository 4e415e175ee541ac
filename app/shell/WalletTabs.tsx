import { useSnapshot } from 'valtio';
import { ErrorBoundary, Tabs } from '../../design-system';
import { ChargeTab } from '../features/wallet/charge/ChargeTab';
import { BindPrompt, usePromptNeeded } from '../features/account/BindPrompt';
import { TransferPanel } from '../features/wallet/transfer/TransferPanel';
import { WithdrawTab } from '../features/wallet/withdraw/WithdrawTab';
import { useUserInfo } from '../stores/user-info';
import { rulesOf, walletTabs, type WalletTab } from '../stores/user-rules';
import { closeWallet, switchWalletTab, walletState } from '../stores/wallet-store';

/** The wallet's tabs (charge, transfer, withdraw); a tab shows the first-time prompt when something must be bound first. */
export function WalletTabs() {
  const { tab } = useSnapshot(walletState);
  const user = useUserInfo();
  const rules = rulesOf(user?.userType);
  return (
    <Tabs
      label="钱包"
      items={walletTabs.map((t) => ({ value: t.value, label: t.label, disabled: !rules[t.value] }))}
      value={tab}
      onValueChange={(value) => switchWalletTab(value as WalletTab)}
    >
      {/* a failing form shows its error under the tabs: another tab still works */}
      <ErrorBoundary title="钱包出错了" message="这一页暂时无法显示，请重试或换一个标签；问题持续时请联系客服。" resetKeys={[tab]}>
        <WalletTabContent tab={tab} />
      </ErrorBoundary>
    </Tabs>
  );
}

function WalletTabContent({ tab }: { tab: WalletTab }) {
  const needed = usePromptNeeded(tab);
  if (tab === 'withdraw') return <WithdrawTab />;
  return (
    <>
      {needed ? <BindPrompt kind={tab} onLeave={closeWallet} /> : null}
      {needed ? null : tab === 'transfer' ? <TransferPanel /> : <ChargeTab />}
    </>
  );
}
