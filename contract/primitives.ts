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
  // Chat groups and red packets (contract/groups.ts): 6200-6399.
  groupNotFound: { code: 6200, msg: '群组不存在或已解散' },
  groupNotMember: { code: 6201, msg: '你不是该群成员' },
  groupNoPermission: { code: 6202, msg: '无权进行此操作' },
  groupNameEmpty: { code: 6203, msg: '请填写群名称' },
  groupNameInvalid: { code: 6204, msg: '仅能输入12个字符的汉字、数字和字母' },
  groupSize: { code: 6205, msg: '群内最小人数3人，最大人数已达上限' },
  groupLimitReached: { code: 6206, msg: '建群数量已达上限' },
  groupCreateForbidden: { code: 6207, msg: '当前账号不可建群' },
  groupMemberExists: { code: 6208, msg: '该用户已在群内' },
  groupMemberInvalid: { code: 6209, msg: '不能邀请该用户入群' },
  groupOwnerLeave: { code: 6210, msg: '群主不能退出群聊，可解散该群' },
  groupOwnerTarget: { code: 6211, msg: '不能对群主进行此操作' },
  groupMuted: { code: 6212, msg: '你已被管理员禁言' },
  groupAllMuted: { code: 6213, msg: '全体会员已被管理员禁言' },
  groupMessageTooLong: { code: 6214, msg: '最大发送2000个字符，超出部分未能发送成功' },
  groupNothingToUpdate: { code: 6215, msg: '请填写要修改的内容' },
  redPacketDisabled: { code: 6300, msg: '红包功能未开启' },
  redPacketCount: { code: 6301, msg: '红包个数超出范围' },
  redPacketTotal: { code: 6302, msg: '红包总金额超出范围' },
  redPacketShareMin: { code: 6303, msg: '单个红包金额过低' },
  redPacketPerAmount: { code: 6304, msg: '单个红包金额超出范围' },
  redPacketTitle: { code: 6305, msg: '红包标题最多10个字符' },
  redPacketAmount: { code: 6306, msg: '请输入正确的红包金额' },
  redPacketNotFound: { code: 6307, msg: '红包不存在' },
  redPacketTaken: { code: 6308, msg: '你已领取过该红包' },
  redPacketFinished: { code: 6309, msg: '红包已被领完' },
  redPacketExpired: { code: 6310, msg: '红包已过期' },
  redPacketYear: { code: 6311, msg: '仅可查询今年或去年的记录' },
  letterNotFound: { code: 6100, msg: '消息不存在或已删除' },
  letterEmpty: { code: 6101, msg: '消息内容不能为空' },
  letterTooLong: { code: 6102, msg: '消息内容最多1000个字符' },
  adminOnly: { code: 6103, msg: '仅管理员可发送系统消息' },
  letterRecipientUnknown: { code: 6104, msg: '收件用户不存在' },
  letterCharacters: { code: 6105, msg: '消息内容包含不允许的字符' },
} as const;
export type ErrorName = keyof typeof errorCodes;
