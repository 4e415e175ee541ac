import { useEffect } from 'react';
import { styled } from '../../../design-system';
import { helpAnchors, type HelpAnchor } from '../../lib/paths';

const Page = styled('main', { width: '1200px', margin: '0 auto', padding: '$5 0 $7', display: 'grid', gridTemplateColumns: '200px 1fr', gap: '$5' });
const Side = styled('nav', { display: 'flex', flexDirection: 'column', gap: '$2', alignSelf: 'start', position: 'sticky', top: '$4', '& a': { color: '$text' } });
const Section = styled('section', { padding: '$5', marginBottom: '$4', backgroundColor: '$panel', border: '1px solid $border', borderRadius: '$3', scrollMarginTop: '16px', '& h2': { marginTop: 0 } });

const texts: Record<HelpAnchor, string> = {
  Aboutus: '我们是一家提供彩票与娱乐游戏的在线平台，坚持公平、公正、公开，每期开奖均可复算验证。',
  TradeQuestion: '充值、转账与提现的常见问题：到账时间、手续费与限额说明。详细内容将在后续版本提供。',
  Lottery: '各彩种的开奖时间、玩法规则与奖金说明。详细内容将在后续版本提供。',
  Conduct: '请遵守平台规则，禁止利用系统漏洞、恶意刷单或冒用他人账户。',
  Userment: '使用本平台即表示您同意用户协议中的各项条款。',
  Manycai: '多彩系列游戏介绍。详细内容将在后续版本提供。',
  UsdtTeach: 'USDT充值与提现教程：如何购买、转账并确认到账。详细内容将在后续版本提供。',
};

/** /helpercenter, whose sections are reached by hash anchors (wouter ignores the hash, so it is read here once). */
export function HelpCenterPage() {
  useEffect(() => {
    const id = location.hash.replace(/^#/, '');
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <Page>
      <Side aria-label="帮助中心">
        {helpAnchors.map((a) => (
          <a key={a.anchor} href={`#${a.anchor}`}>
            {a.label}
          </a>
        ))}
      </Side>
      <div>
        {helpAnchors.map((a) => (
          <Section key={a.anchor} id={a.anchor} aria-labelledby={`${a.anchor}-title`}>
            <h2 id={`${a.anchor}-title`}>{a.label}</h2>
            <p>{texts[a.anchor]}</p>
          </Section>
        ))}
      </div>
    </Page>
  );
}
