import { useSnapshot } from 'valtio';
import { Modal, styled, Tabs } from '../../design-system';
import { ChargeTab } from '../features/wallet/charge/ChargeTab';
import { BindPrompt, usePromptNeeded } from '../features/account/BindPrompt';
import { TransferPanel } from '../features/wallet/transfer/TransferPanel';
import { WithdrawTab } from '../features/wallet/withdraw/WithdrawTab';
import { sessionState } from '../stores/session-store';
import { rulesOf, walletTabs, type WalletTab } from '../stores/user-rules';
import { closeWallet, switchWalletTab, walletState } from '../stores/wallet-store';

const Body = styled('div', { minHeight: '640px', display: 'flex', flexDirection: 'column' });
/**
 * The wallet modal frame (1150 px): tabs charge, transfer, withdraw. A tab shows the first-time
 * prompt when something must be bound first.
 */
export function WalletModal() {
  const { open, tab } = useSnapshot(walletState);
  const { user } = useSnapshot(sessionState);
  if (!open) return null;
  const rules = rulesOf(user?.userType);
  return (
    <Modal open width="wallet" title="我的钱包" onClose={closeWallet}>
      <Body>
        <Tabs
          label="钱包"
          items={walletTabs.map((t) => ({ value: t.value, label: t.label, disabled: !rules[t.value] }))}
          value={tab}
          onValueChange={(value) => switchWalletTab(value as WalletTab)}
        >
          <WalletTabContent tab={tab} />
        </Tabs>
      </Body>
    </Modal>
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
