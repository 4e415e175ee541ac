import type { Story } from '@ladle/react';
import { QRCode } from '../design-system/index';
import { Row } from './layout';

export const PaymentUrl: Story = () => <QRCode value="https://sobet.example/pay?order=CZ202603051021081" label="支付二维码" />;

export const CoinAddress: Story = () => (
  <QRCode value="TXYZ7d2pQm4sR9vK3wLbN8cE1fH6jA5gUo" label="充值地址二维码" caption="TXYZ7d2pQm4sR9vK3wLbN8cE1fH6jA5gUo" size={180} />
);

export const Sizes: Story = () => (
  <Row align="flex-end">
    <QRCode value="https://sobet.example/" size={96} label="小" />
    <QRCode value="https://sobet.example/" size={160} label="中" />
    <QRCode value="https://sobet.example/" size={220} label="大" level="H" />
  </Row>
);

export const TooLong: Story = () => <QRCode value={'x'.repeat(400)} size={160} />;
