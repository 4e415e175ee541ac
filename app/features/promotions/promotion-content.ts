/**
 * The three promotion pages' content: what each deposit or withdrawal route is, how to use it
 * step by step, its rules and its offer. Plain data; PromotionPage lays it out.
 */
import { routes, type promotionPages } from '../../lib/paths';

export interface PromotionContent {
  title: string;
  lead: string;
  /** Short highlights under the title. */
  highlights: readonly { label: string; value: string }[];
  steps: readonly { title: string; text: string }[];
  /** A table of tiers or limits. */
  table?: { caption: string; columns: readonly [string, string, string]; rows: readonly (readonly [string, string, string])[] };
  rules: readonly string[];
  /** The wallet tab the page's button opens. */
  action: { label: string; tab: 'charge' | 'withdraw' };
}

export const usdtIntroduce: PromotionContent = {
  title: 'USDT充值介绍',
  lead: 'USDT 是与美元 1:1 锚定的稳定币。使用 USDT 充值不经过银行，链上确认后自动到账，全天 24 小时可用，单笔额度更高。',
  highlights: [
    { label: '到账时间', value: '链上确认后 1~5 分钟' },
    { label: '单笔额度', value: '10~20000 USDT' },
    { label: '支持协议', value: 'TRC20 / ERC20' },
    { label: '手续费', value: '平台不收取' },
  ],
  steps: [
    { title: '选择数字货币充值', text: '打开钱包的「充值」页，切换到「数字货币充值」，选择 USDT 或 USDC 渠道。' },
    { title: '填写充值数量', text: '输入要转入的数量，页面显示参考汇率和预计到账的人民币金额；选择转账协议后点击「下一步」。' },
    { title: '向订单地址转账', text: '页面给出本订单专属的充值地址和二维码。在交易所或钱包中按所选协议转入与订单一致的数量。' },
    { title: '自动到账', text: '区块确认后系统自动为您上分，余额在页头实时更新，可在「交易记录 › 充值记录」中查看。' },
  ],
  table: {
    caption: 'USDT 与 USDC 充值对照',
    columns: ['币种', '协议', '说明'],
    rows: [
      ['USDT', 'TRC20', '波场网络，矿工费低，推荐使用'],
      ['USDT', 'ERC20', '以太坊网络，矿工费较高'],
      ['USDC', 'ERC20', '与美元 1:1 锚定，按页面汇率折算'],
    ],
  },
  rules: [
    '每个订单的充值地址只对该订单有效，订单 30 分钟内未完成转账将自动失效，请勿重复转入旧地址。',
    '转账协议须与订单所选一致，转错网络的资产无法找回。',
    '实际转入数量须与订单数量一致，否则无法自动到账，请联系客服处理。',
    '还没有 USDT？可在充值页的「USDT购买」中找到可信的交易所。',
  ],
  action: { label: '立即使用USDT充值', tab: 'charge' },
};

export const cnytDiscount: PromotionContent = {
  title: 'CNYT充值优惠',
  lead: 'CNYT 是与人民币 1:1 兑换的数字人民币代币。活动期间使用 CNYT 钱包充值，按付款速度赠送充值金额的一定比例，赠送金额与充值一同到账。',
  highlights: [
    { label: '最高赠送', value: '充值金额的 1.5%' },
    { label: '单笔额度', value: '100~50000 元' },
    { label: '流水要求', value: '赠送金额 1 倍流水' },
    { label: '活动时间', value: '长期有效' },
  ],
  steps: [
    { title: '选择 CNYT 钱包渠道', text: '在「充值」页选择带有「送」字标签的 CNYT 钱包渠道。' },
    { title: '提交订单', text: '选择或输入金额并提交，支付页面会在新窗口打开，订单 15 分钟内有效。' },
    { title: '尽快完成付款', text: '付款越快，赠送比例越高；赠送按下表的档位计算。' },
    { title: '到账与赠送', text: '付款确认后充值金额与赠送金额一同到账，赠送记录可在「账变记录」中查看。' },
  ],
  table: {
    caption: '付款时间与赠送比例',
    columns: ['档位', '下单后完成付款', '赠送比例'],
    rows: [
      ['一档', '5 分钟内', '1.5%'],
      ['二档', '10 分钟内', '1%'],
      ['三档', '15 分钟内', '0.5%'],
    ],
  },
  rules: [
    '赠送以实际到账金额计算，未在订单有效期内付款的订单不参与活动。',
    '同一账户、同一银行卡或同一设备只能以一个账户参与。',
    '以不正当方式套取优惠的，平台有权收回赠送金额并冻结账户。',
    '本活动最终解释权归平台所有。',
  ],
  action: { label: '立即充值', tab: 'charge' },
};

export const onepayWithdraw: PromotionContent = {
  title: 'OnePay极速提现',
  lead: 'OnePay 将您的提现与其他会员的充值实时撮合，资金直接转入您绑定的银行卡，平均 3 分钟到账，不收手续费。',
  highlights: [
    { label: '平均到账', value: '3 分钟' },
    { label: '单笔额度', value: '100~49999 元' },
    { label: '手续费', value: '0 元' },
    { label: '每日次数', value: '不限' },
  ],
  steps: [
    { title: '绑定银行卡', text: '在「账户管理」中绑定本人银行卡，并设置资金密码。' },
    { title: '选择极速提现', text: '打开钱包的「提现」页，选择 OnePay 极速提现渠道，输入或选择提现面额。' },
    { title: '等待撮合', text: '系统为您匹配付款会员，匹配成功后页面显示订单信息和倒计时。' },
    { title: '确认收款', text: '款项到账后请在 15 分钟内点击「确认到账」；确认后保证金立即返还。' },
  ],
  table: {
    caption: '极速提现与普通提现对比',
    columns: ['项目', 'OnePay极速提现', '普通银行卡提现'],
    rows: [
      ['到账时间', '平均 3 分钟', '15~30 分钟'],
      ['手续费', '免费', '免费'],
      ['提现面额', '固定面额池', '任意金额'],
    ],
  },
  rules: [
    '极速提现需冻结提现金额一定比例的保证金，确认到账后返还。',
    '当天累计 3 笔已完成但未确认到账的提现后，极速提现渠道当日暂停使用。',
    '如超过 15 分钟未到账，请通过订单中的「进入聊天」联系客服。',
    '本活动最终解释权归平台所有。',
  ],
  action: { label: '前往提现', tab: 'withdraw' },
};

/** Each promotion route's content. */
export const promotionContents: Record<(typeof promotionPages)[number]['path'], PromotionContent> = {
  [routes.usdtIntroduce]: usdtIntroduce,
  [routes.cnytDiscount]: cnytDiscount,
  [routes.onepayWithdraw]: onepayWithdraw,
};
