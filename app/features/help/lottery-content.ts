/**
 * 彩票问题: the families (their draws read from the engine's draw shapes), money modes (the engine's
 * list), chases, and how to verify a draw. The plays of each family are listed from the engine's
 * catalogue by LotteryRules.tsx.
 */
import { bettableMoneyModes, drawShapes, type Family } from '../../../engine-worker/client';
import { routes } from '../../lib/paths';
import { heading, links, list, paragraph, steps, table, type HelpBlock } from './help-blocks';

/** The verification page (its own route; it reads the lottery and issue from the query). */
const verifyPage = '/verify';

export const familyInfo: Record<Family, { name: string; about: string }> = {
  ssc: {
    name: '时时彩',
    about: '开出5个数字（万、千、百、十、个位），玩法按位置、组合、和值、大小单双、龙虎等结算。河内1分彩、腾讯分分彩、加拿大30秒等都属于时时彩。',
  },
  k3: { name: '快3', about: '开出3个骰子点数，玩法有和值、三同号、二同号、三不同号、二不同号、三连号等。' },
  '3d': { name: '3D', about: '开出百、十、个位3个数字，玩法有直选、组三、组六、和值、定位胆等。福彩3D每日开奖一次，极速3D每分钟一期。' },
  '11x5': { name: '11选5', about: '从01~11中开出5个不重复的号码，玩法有任选一至任选八、前三/前二直选与组选、定位胆、胆拖等。' },
  kl12: { name: '快乐12', about: '从01~12中开出5个不重复的号码，玩法与11选5相同，号码范围为01~12。' },
  pk10: { name: 'PK10（赛车）', about: '开出01~10共10个号码的名次（冠军至第十名），玩法有猜名次、定位胆、冠亚和、大小单双、龙虎（1对10至5对6）等。' },
  ky481: { name: '快乐481', about: '游泳比赛主题：4条泳道（自由泳、仰泳、蛙泳、蝶泳）各开出1~8中的一个号码，玩法有直选、组选、和值等。' },
  lhc: {
    name: '六合彩',
    about: '从01~49中开出6个正码和1个特码，玩法有特码、正码、生肖、波色、半波、连码、正码过关等。香港六合彩每日开奖，极速六合彩每分钟一期。',
  },
};

const numbersOf = (family: Family) => {
  const { length, min, max, distinct } = drawShapes[family];
  const pad = max >= 10 ? 2 : 1;
  const range = `${String(min).padStart(pad, '0')}~${String(max).padStart(pad, '0')}`;
  return `${length}个号码，每个在 ${range} 之间${distinct ? '，互不重复' : '，可以重复'}`;
};

export const familyRows = (Object.keys(familyInfo) as Family[]).map((family) => [familyInfo[family].name, numbersOf(family), familyInfo[family].about]);

export const lotteryIntro: HelpBlock[] = [
  paragraph('平台的彩种分为8个系列。高频彩每30秒至5分钟开奖一期，每期在开奖前几秒停止销售（倒计时结束即截止）；显示「暂停销售」或「等待开售」时暂不能投注。'),
  table('彩种系列', ['系列', '开奖号码', '说明'], familyRows),
];

export const lotteryPlaying: HelpBlock[] = [
  heading('投注与奖金'),
  list(
    '注数：按所选号码与玩法规则计算，例如五星直选复式每位各选1个号码为1注；页面实时显示「您选择了 N 注，共 M 倍，共计 X 元」。',
    '投注金额 = 注数 × 模式单价 × 倍数。奖金随模式与倍数按比例变化：同一注在1元模式下的奖金是2元模式的一半，倍数加倍奖金也加倍；奖金与返点可在投注区的奖金/返点下拉中选择。',
    '单式玩法可以直接输入、粘贴或上传号码文件；号码用空格、逗号、分号或换行分隔，有任何一注不合格时整份号码都不会被接受，重复的号码会被自动去除并提示。',
  ),
  table(
    '资金模式',
    ['模式', '每注单价（元）'],
    bettableMoneyModes.map((mode) => [mode.label, mode.value]),
  ),
  heading('追号'),
  paragraph(
    '追号是把同一注单按计划投注到连续多期。勾选「我要追号」打开追号面板，选择起始期、期数与倍数后生成追号计划，确认后一次性扣除全部期数的金额；未执行的期数在撤销后退回。',
  ),
  table(
    '追号方式',
    ['方式', '说明'],
    [
      ['利润率追号', '设定最低收益率，系统为每一期计算满足收益率的最小倍数'],
      ['同倍追号', '每一期使用相同倍数'],
      ['翻倍追号（默认）', '从起始倍数开始，每隔若干期倍数乘以设定的倍率，例如隔2期翻2倍'],
    ],
  ),
  list(
    '中奖后停止追号：默认开启，某期中奖后剩余期数自动撤销并退款。',
    '在「会员中心 → 投注记录 → 追号」中可以查看每一期的状态，并撤销尚未开始的期数；只有追号的发起人可以停止追号。',
  ),
];

export const lotteryVerify: HelpBlock[] = [
  heading('如何验证开奖'),
  paragraph(
    '平台的每一期开奖都可以复算验证，采用「先承诺、后公开」的方式：开售前，服务器为该期生成一个32字节的随机种子，只公布它的 SHA-256 哈希（投注页头部显示当期的种子哈希）；开奖时公开种子本身，任何人都可以用它重新计算开奖号码。由于哈希在开售前已经公布，开奖后无法更换种子。',
  ),
  steps(
    '核对承诺：计算 SHA-256（种子的32个字节，十六进制种子先还原为字节），结果必须等于开售前公布的种子哈希。',
    '生成字节流：依次计算 HMAC-SHA256（密钥为种子字节，消息为「彩种代码:期号:轮次」，轮次从0开始递增，例如「HN1FC:期号:0」），把每轮得到的32字节依次拼接。',
    '读取随机数：每次从字节流中按大端序读取4个字节，得到 0 ~ 2³²−1 的整数 u。',
    '无偏取值：要在 n 个值中均匀选择一个时，令 上限 = ⌊2³² ÷ n⌋ × n；u 大于或等于上限时丢弃并读取下一个，否则结果为 u mod n。这样每个值的概率完全相等。',
    '号码可重复的彩种（时时彩、快3、3D、快乐481）：每个位置依次取 最小值 + 均匀(最大值 − 最小值 + 1)。',
    '号码不重复的彩种（11选5、快乐12、PK10、六合彩）：把 最小值~最大值 按顺序排成一列，第 i 步（从0开始）取 j = i + 均匀(剩余个数)，交换第 i 个与第 j 个（部分 Fisher–Yates 洗牌），前若干个即为按开奖顺序排列的号码。',
    '把算出的号码与公布的开奖号码比较，完全一致即验证通过。',
  ),
  paragraph(
    `验证页面在您的浏览器中（WebCrypto）完成以上每一步并逐步显示。在投注页的「近期开奖结果」或走势图中点击某一期即可打开，也可以直接访问 ${verifyPage}?lottery=彩种代码&issue=期号。`,
  ),
  links({ text: '去投注页查看近期开奖', to: routes.lottery }),
];
