/**
 * Brands, response envelopes and error codes with their Chinese messages.
 * Types and constants only.
 */
import { MAX_MULTIPLE } from './bet-limits';

declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money on the wire: a decimal string in yuan, e.g. "12.345". */
export type DecimalString = Brand<string, 'DecimalString'> | string;
export type LotteryCode = string;
export type IssueNo = string;

/**
 * Session and user calls (`/sso`, `/sobet`): code 0 = success, payload in `data`.
 * Lottery calls (`/lottery`): code 1 = success, payload in `result`.
 * Any other code is an error whose `msg` is shown to the player.
 */
export interface UserEnvelope<T> {
  code: number;
  msg: string;
  data?: T;
}
export interface LotteryEnvelope<T> {
  code: number;
  msg: string;
  result?: T;
}
export const USER_OK = 0;
export const LOTTERY_OK = 1;

/** Error codes shared by both envelopes (never 0 or 1). */
export const errorCodes = {
  badRequest: { code: 400, msg: '请求参数错误' },
  notLoggedIn: { code: 401, msg: '登录状态已失效，请重新登录' },
  forbidden: { code: 403, msg: '无权操作' },
  crossSite: { code: 403, msg: '非法请求来源' },
  notFound: { code: 404, msg: '记录不存在' },
  conflict: { code: 409, msg: '请求编号已用于其他内容' },
  tooLarge: { code: 413, msg: '请求内容过大' },
  badEncoding: { code: 415, msg: '不支持的请求编码' },
  tooMany: { code: 429, msg: '操作过于频繁，请稍后再试' },
  server: { code: 500, msg: '请求失败' },
  busy: { code: 503, msg: '服务器繁忙，请稍后再试' },
  badLogin: { code: 1001, msg: '用户名或密码错误' },
  userExists: { code: 1002, msg: '用户名已存在' },
  badInvite: { code: 1003, msg: '邀请码无效' },
  badPassword: { code: 1004, msg: '密码须为6-20位字母和数字' },
  wrongPassword: { code: 1005, msg: '原密码错误' },
  payPasswordSet: { code: 1006, msg: '资金密码已设置' },
  payPasswordMissing: { code: 1007, msg: '请先设置资金密码' },
  wrongPayPassword: { code: 1008, msg: '资金密码错误' },
  samePassword: { code: 1009, msg: '资金密码不能与登录密码相同' },
  chooseQuestion: { code: 1010, msg: '请选择安全问题' },
  emptyAnswer: { code: 1011, msg: '安全问题答案不能为空' },
  answerLength: { code: 1012, msg: '答案长度须为4-20个字符' },
  wrongAnswer: { code: 1013, msg: '安全问题答案错误' },
  questionsMissing: { code: 1014, msg: '尚未设置安全问题' },
  badUserName: { code: 1015, msg: '用户名须为4-16位字母或数字' },
  unknownUser: { code: 1016, msg: '用户不存在' },
  trialForbidden: { code: 1017, msg: '请注册正式账号以开通此功能' },
  badNickName: { code: 1018, msg: '昵称须为1-12个字符' },
  nickNameCharacters: { code: 1019, msg: '昵称包含不允许的字符' },
  twoStepMissing: { code: 1020, msg: '请输入谷歌验证码' },
  wrongTwoStep: { code: 1021, msg: '谷歌验证码错误' },
  twoStepUnbound: { code: 1022, msg: '尚未绑定谷歌验证' },
  unknownLottery: { code: 2001, msg: '彩种不存在' },
  unknownPlay: { code: 2002, msg: '玩法不存在' },
  issueClosed: { code: 2003, msg: '当前奖期已截止销售' },
  lotteryPaused: { code: 2004, msg: '该彩种暂停销售' },
  badCount: { code: 2005, msg: '注数错误' },
  badAmount: { code: 2006, msg: '投注金额错误' },
  badPrice: { code: 2007, msg: '投注模式错误' },
  badOdds: { code: 2008, msg: '赔率已变更，请刷新后重新投注' },
  badPoint: { code: 2009, msg: '返点错误' },
  badMultiple: { code: 2010, msg: `倍数须为1-${MAX_MULTIPLE}` },
  badOrder: { code: 2011, msg: '订单内容无法解析' },
  badSelection: { code: 2012, msg: '投注内容错误' },
  cannotCancel: { code: 2013, msg: '该订单不可撤单' },
  badTrace: { code: 2014, msg: '追号内容错误' },
  emptyOrder: { code: 2015, msg: '请先添加投注内容' },
  notInstant: { code: 2016, msg: '该彩种不是即开彩' },
  insufficient: { code: 4001, msg: '余额不足' },
  transferWallet: { code: 4101, msg: '转出或转入钱包错误' },
  transferGameToGame: { code: 4102, msg: '游戏钱包之间不能互相转账' },
  transferAmount: { code: 4103, msg: '请输入正确的金额' },
  transferBelowMin: { code: 4104, msg: '转账金额须大于最小可转金额' },
  transferAboveMax: { code: 4105, msg: '转账金额超过最大可转金额' },
  transferForbidden: { code: 4106, msg: '当前账号不可充值/转账' },
  withdrawRisk: { code: 4200, msg: '账户存在风险，暂不可提现，请联系客服' },
  withdrawUnbound: { code: 4201, msg: '请先绑定提现账户' },
  withdrawChannel: { code: 4202, msg: '提现渠道不存在' },
  withdrawAmount: { code: 4203, msg: '请输入提现金额' },
  withdrawBelowMin: { code: 4204, msg: '提现金额不能小于最低限额' },
  withdrawAboveMax: { code: 4205, msg: '提现金额不能大于最高限额' },
  withdrawAccount: { code: 4206, msg: '提现账户不存在或不可用于该渠道' },
  withdrawAging: { code: 4207, msg: '新绑定的提现账户暂不可提现' },
  withdrawBetVolume: { code: 4208, msg: '打码量未达到要求，暂不可提现' },
  withdrawInsufficient: { code: 4209, msg: '余额不足！' },
  withdrawCoinAllowance: { code: 4210, msg: '可提余额不足，请使用其他提款渠道。' },
  withdrawBlocked: { code: 4211, msg: '今日未确认到账的提现已达上限，请先确认到账' },
  withdrawPoolAmount: { code: 4212, msg: '请输入提现金额或选取提现面额' },
  withdrawNotPaid: { code: 4213, msg: '该提现尚未出款，请出款后再确认到账' },
  withdrawConfirmed: { code: 4214, msg: '该提现已确认到账' },
  withdrawNotConfirmable: { code: 4215, msg: '该提现无需确认到账' },
  withdrawDates: { code: 4216, msg: '查询日期错误' },
  hostedClosed: { code: 4230, msg: '该托管提现已结束' },
  hostedExpired: { code: 4231, msg: '托管提现已超过15分钟，资金将退回主钱包' },
  depositChannel: { code: 4300, msg: '该充值渠道暂时不可用' },
  depositAmount: { code: 4301, msg: '充值金额错误，请输入正确的金额' },
  depositPayerName: { code: 4302, msg: '请输入付款人姓名' },
  depositCardNumber: { code: 4303, msg: '银行卡最少16位数，最多19位数' },
  depositCardName: { code: 4304, msg: '姓名最少2个字符，最多16个字符' },
  depositSubordinate: { code: 4305, msg: '充值账号须为您的直属下级' },
  depositUnbound: { code: 4306, msg: '请先绑定银行卡并设置安全问题' },
  depositCutPoints: { code: 4307, msg: '随机立减金额错误' },
  depositCoinType: { code: 4308, msg: '币种或协议错误' },
  depositToken: { code: 4309, msg: '页面已过期，请刷新后重试' },
  depositQuickAmount: { code: 4310, msg: '请选择充值金额' },
  depositWalletType: { code: 4311, msg: '充值钱包类型错误' },
  depositNotClaimable: { code: 4312, msg: '该订单当前不可提交' },
  depositClosed: { code: 4313, msg: '该订单已结束' },
  notifySignature: { code: 4350, msg: '签名错误' },
  notifyStale: { code: 4351, msg: '通知时间戳已过期' },
  notifyAmount: { code: 4352, msg: '通知金额与订单不符' },
  notifyOrder: { code: 4353, msg: '订单不存在或状态不符' },
  depositExpired: { code: -100, msg: '订单已超时关闭' },
  depositCancelled: { code: -101, msg: '订单已取消' },
  depositCancelLimit: { code: -103, msg: '今日取消订单次数已达上限（3次）' },
  depositNotFound: { code: -104, msg: '订单不存在' },
  realNameLength: { code: 5001, msg: '姓名最少2个字符，最多16个字符' },
  realNameCharacters: { code: 5002, msg: '姓名只能包含中文、英文字母和·' },
  realNameMismatch: { code: 5003, msg: '持卡人姓名须与账户真实姓名一致' },
  cardNumber: { code: 5004, msg: '银行卡最少16位数，最多19位数' },
  unknownBank: { code: 5005, msg: '请选择开户银行' },
  cardExists: { code: 5006, msg: '该银行卡已绑定' },
  tooManyCards: { code: 5007, msg: '银行卡绑定数量已达上限' },
  badAddress: { code: 5008, msg: '钱包地址格式错误' },
  addressExists: { code: 5009, msg: '该地址已绑定' },
  tooManyAddresses: { code: 5010, msg: '钱包绑定数量已达上限' },
  qrNotFound: { code: 5011, msg: '未能识别图片中的二维码，请上传清晰的收款码图片' },
  qrImageType: { code: 5012, msg: '仅支持PNG或JPG格式的图片' },
  qrImageSize: { code: 5013, msg: '图片大小不能超过1MB' },
  qrImageMissing: { code: 5014, msg: '请选择收款码图片' },
  twoStepBound: { code: 5015, msg: '已绑定谷歌验证' },
  twoStepNotStarted: { code: 5016, msg: '请先获取谷歌验证密钥' },
  badEmail: { code: 5017, msg: '邮箱格式错误' },
  verifyCodeWrong: { code: 5018, msg: '验证码错误或已过期' },
  verifyCodeAttempts: { code: 5019, msg: '验证码错误次数过多，请重新获取' },
  verifyCodeTooSoon: { code: 5020, msg: '验证码发送过于频繁，请稍后再试' },
  noPendingEmail: { code: 5021, msg: '请先提交要绑定的邮箱' },
  bindingNotFound: { code: 5022, msg: '绑定记录不存在' },
  mailFailed: { code: 5023, msg: '邮件发送失败，请稍后再试' },
  chatForbidden: { code: 6001, msg: '无权与该用户聊天' },
  chatEmpty: { code: 6002, msg: '不能发送空白消息' },
  chatTooLong: { code: 6003, msg: '最大发送500个字符' },
  chatTooFast: { code: 6004, msg: '发送过于频繁，请稍后再试' },
  chatNoDownline: { code: 6005, msg: '暂无下级可群发' },
  chatBadMessage: { code: 6006, msg: '消息格式错误' },
  letterNotFound: { code: 6100, msg: '消息不存在或已删除' },
  letterEmpty: { code: 6101, msg: '消息内容不能为空' },
  letterTooLong: { code: 6102, msg: '消息内容最多1000个字符' },
  adminOnly: { code: 6103, msg: '仅管理员可发送系统消息' },
  letterRecipientUnknown: { code: 6104, msg: '收件用户不存在' },
  letterCharacters: { code: 6105, msg: '消息内容包含不允许的字符' },
} as const;
export type ErrorName = keyof typeof errorCodes;
