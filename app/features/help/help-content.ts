/** The help center's sections in order, each a list of blocks (the Lottery section adds the play rules). */
import { gamePages, href, type HelpAnchor } from '../../lib/paths';
import { heading, links, list, paragraph, steps, type HelpBlock } from './help-blocks';
import { lotteryIntro, lotteryPlaying, lotteryVerify } from './lottery-content';
import { tradeQuestion, usdtTeach } from './trade-content';

const aboutUs: HelpBlock[] = [
  paragraph('我们是一家提供彩票与娱乐游戏的在线平台，坚持公平、公正、公开：每一期开奖都由「先承诺、后公开」的随机种子产生，玩家可以在浏览器中自行复算验证。'),
  list(
    '彩票：时时彩、快3、3D、11选5、快乐12、PK10、快乐481、六合彩8个系列，高频彩最快30秒一期，秒秒彩即买即开。',
    '娱乐游戏：真人视讯、电子游艺、捕鱼、棋牌、体育、电竞与骰宝，每个游戏平台使用独立的游戏钱包，与主钱包之间随时转账。',
    '资金：所有余额变动都有完整的帐变记录，可在会员中心随时查询。',
    '服务：7×24小时在线客服，站内聊天可直接联系您的上级代理与客服。',
  ),
  links({ text: '如何验证开奖', to: href.helpCenter('Lottery') }, { text: '交易问题', to: href.helpCenter('TradeQuestion') }),
];

const conduct: HelpBlock[] = [
  heading('理性娱乐'),
  paragraph('彩票与游戏是一种娱乐，不是赚钱的途径。每一注的期望回报都低于投注金额，长期来看投注越多，损失越多。'),
  list(
    '只用闲钱娱乐：事先决定可以承受的金额与时间，达到后就停止，不要借钱投注。',
    '不要追回损失：输钱后加倍投注（包括翻倍追号）只会让损失更快扩大。',
    '开奖号码是随机的：遗漏、冷热与走势只反映过去，不能预测下一期。',
    '注意时间：长时间游戏后请休息；需要时可以联系客服暂停账户。',
    '未满18周岁不得注册或使用本平台。',
  ),
  heading('禁止行为'),
  list(
    '利用系统漏洞、程序错误或外挂软件投注；发现漏洞请立即告知客服。',
    '恶意刷单、对冲套利、批量注册账户或与他人串通。',
    '冒用他人身份、银行卡或收款账户；出租、出借或买卖账户。',
    '利用平台从事洗钱等违法活动。',
    '在聊天与群组中发布广告、辱骂或违法内容。',
  ),
  paragraph('违反上述规则的账户，平台有权冻结资金、撤销相关注单并关闭账户。'),
];

const userAgreement: HelpBlock[] = [
  paragraph('注册或使用本平台，即表示您已阅读并同意以下条款。'),
  steps(
    '账户：每位用户只能注册一个账户，注册信息必须真实；您须年满18周岁，并确保所在地区的法律允许使用本服务。',
    '安全：请妥善保管登录密码、资金密码与密保问题，建议开启两步验证；因密码泄露造成的损失由用户自行承担。',
    '资金：充值须使用本人的付款账户，提现只能转入本人绑定的银行卡或地址；平台可根据风控要求核实身份并设置流水要求。',
    '注单：投注以服务器收到并确认的注单为准；开奖结果以平台公布、且可通过公开种子复算的号码为准；已开奖的注单不能撤销。',
    '异常：因系统故障、网络中断导致的异常注单或派奖，平台有权更正或撤销，并退还相应本金。',
    '隐私：平台只为提供服务、保障资金安全与满足法律要求收集和使用您的信息，不会向无关第三方出售。',
    '变更：平台可以修改本协议与各项规则，修改后在本页公布并立即生效；继续使用即表示接受修改后的条款。',
  ),
];

const manycai: HelpBlock[] = [
  paragraph(
    '多彩娱乐汇集了彩票之外的各类游戏。每个游戏平台有独立的游戏钱包：进入游戏前先把余额从主钱包转入对应的游戏钱包，离开后再转回即可。棋牌类游戏在浮动的游戏窗口中打开，可以一边投注彩票一边游戏。',
  ),
  list(
    '真人视讯：百家乐、龙虎等真人荷官游戏。',
    '电子游艺：老虎机等电子游戏。',
    '捕鱼游戏：多人在线捕鱼。',
    '棋牌游戏：斗地主、牛牛、比大小等，在游戏窗口中打开，可拖动、缩放、最小化或全屏。',
    '体育与电竞：赛前与滚球投注。',
    '骰宝：猜骰子的大小、点数与组合。',
  ),
  links(...gamePages.map((page) => ({ text: page.label, to: page.path }))),
];

const lottery: HelpBlock[] = [...lotteryIntro, ...lotteryPlaying, ...lotteryVerify];

export const helpSections: Record<HelpAnchor, HelpBlock[]> = {
  Aboutus: aboutUs,
  TradeQuestion: tradeQuestion,
  Lottery: lottery,
  Conduct: conduct,
  Userment: userAgreement,
  Manycai: manycai,
  UsdtTeach: usdtTeach,
};
