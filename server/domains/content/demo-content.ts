/**
 * The demo content the content routes serve (no admin tool yet): home banners with gradient
 * placeholders instead of images, and platform notices.
 */
import type { AdminNotice, Banner } from '../../../contract/content';

export const demoBanners: readonly Banner[] = [
  {
    id: 1,
    title: '公平透明 · 每期可验证',
    subtitle: '每期开奖前公布种子哈希，开奖后公开种子，任何人都可以复算开奖号码。',
    gradient: ['#c81e3a', '#f0642f'],
    link: '/helpercenter',
  },
  {
    id: 2,
    title: '河内1分彩 · 全天不停',
    subtitle: '每分钟一期，开奖即派奖，支持追号与中奖即停。',
    gradient: ['#1f5fbf', '#37a0e6'],
    link: '/lottery?lottery=HN1FC',
  },
  { id: 3, title: '代理招募 · 共享收益', subtitle: '邀请好友注册，团队报表实时查看，下级管理一目了然。', gradient: ['#5b2a9e', '#b04fd6'], link: '' },
];

export const demoNotices: readonly AdminNotice[] = [
  {
    id: 3,
    title: '关于开奖公平性验证的说明',
    content: '平台所有彩种均在开奖前公布种子哈希，开奖后公开种子。您可以在帮助中心查看复算方法。',
    time: '2026-01-15 10:00:00',
  },
  {
    id: 2,
    title: '加拿大30秒每日19:00-20:00暂停销售',
    content: '加拿大30秒每日北京时间19:00至20:00维护，期间暂停销售，其他彩种不受影响。',
    time: '2026-01-10 09:30:00',
  },
  { id: 1, title: '平台系统升级完成', content: '平台已完成系统升级，投注、追号与记录查询速度全面提升。如有疑问请联系在线客服。', time: '2026-01-01 08:00:00' },
];

export const SUPPORT_PAGE_HTML = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>在线客服</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f5f7;color:#222}
main{background:#fff;padding:32px 40px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);max-width:420px}h1{margin:0 0 12px;font-size:22px}</style>
</head><body><main><h1>在线客服</h1><p>您好，这里是演示平台的在线客服页面。</p><p>客服工作时间：每日 09:00 - 24:00。</p></main></body></html>`;
