import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ErrorBoundary, Modal, Spinner, styled } from '../../design-system';
import { lazyComponent } from '../lib/lazy-component';
import { closeWallet, walletState } from '../stores/wallet-store';

const Body = styled('div', { minHeight: '640px', display: 'flex', flexDirection: 'column' });
const Loading = styled('div', { flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' });

// The tabs and their forms: a chunk loaded when the wallet first opens.
const WalletTabs = lazyComponent(() => import(/* webpackChunkName: "wallet" */ './WalletTabs').then((m) => m.WalletTabs));

/**
 * The wallet modal frame (1150 px): tabs charge, transfer, withdraw. A failure shows in the modal (the
 * page behind stays): a tab's under the tabs (WalletTabs), the tabs' own here.
 */
export function WalletModal() {
  const { open } = useSnapshot(walletState);
  if (!open) return null;
  return (
    <Modal open width="wallet" title="我的钱包" onClose={closeWallet}>
      <Body>
        <ErrorBoundary title="钱包出错了" message="钱包暂时无法显示，请重试；问题持续时请联系客服。">
          <Suspense
            fallback={
              <Loading>
                <Spinner label="钱包加载中" />
              </Loading>
            }
          >
            <WalletTabs />
          </Suspense>
        </ErrorBoundary>
      </Body>
    </Modal>
  );
}
