import type { Story } from '@ladle/react';
import { TextLink } from '../design-system/index';
import { Row, Stack } from './layout';

export const Tones: Story = () => (
  <Row>
    <TextLink href="#help">帮助中心</TextLink>
    <TextLink href="#footer" tone="neutral">
      用户协议
    </TextLink>
  </Row>
);

export const States: Story = () => (
  <Row>
    <TextLink href="#rest">返回投注</TextLink>
    <TextLink href="#hover" data-force-state="hover">
      返回投注
    </TextLink>
    <TextLink href="#focus" data-force-state="focus">
      返回投注
    </TextLink>
    <TextLink href="#neutral-hover" tone="neutral" data-force-state="hover">
      用户协议
    </TextLink>
  </Row>
);

/** A link inside a sentence, and a bare `<a>`, which the global styles give the same look. */
export const InText: Story = () => (
  <Stack gap={8}>
    <p style={{ margin: 0 }}>
      提现前请先 <TextLink href="#account">前往账户管理绑定银行卡</TextLink>，并设置资金密码。
    </p>
    <p style={{ margin: 0 }}>
      每期开奖都可在 <a href="#verify">开奖验证</a> 页面重新计算。
    </p>
  </Stack>
);
