import { useSnapshot } from 'valtio';
import { Modal, styled, Tabs } from '../../design-system';
import { BindPrompt, usePromptNeeded } from '../features/account/BindPrompt';
import { TransferPanel } from '../features/wallet/transfer/TransferPanel';
import { WithdrawTab } from '../features/wallet/withdraw/WithdrawTab';
import { sessionState } from '../stores/session-store';
import { rulesOf, walletTabs, type WalletTab } from '../stores/user-rules';
import { closeWallet, switchWalletTab, walletState } from '../stores/wallet-store';

const Body = styled('div', { minHeight: '640px', display: 'flex', flexDirection: 'column' });
const Later = styled('p', { margin: '$7 auto', color: '$textMuted', textAlign: 'center' });

const laterText: Record<'charge', string> = {
  charge: '充值渠道与订单将在后续版本提供。',
};

/**
 * The wallet modal frame (1150 px): tabs charge, transfer, withdraw. A tab shows the first-time
 * prompt when something must be bound first; the tabs' own screens arrive with the wallet issue.
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
      {tab === 'transfer' ? needed ? null : <TransferPanel /> : <Later>{laterText.charge}</Later>}
    </>
  );
}
