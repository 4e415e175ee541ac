/**
 * The team center's menu, declared once: its sections in order, their groups (a divider item
 * between groups) and sub-types. The server answers each user the part they may see
 * (getTeamCenter): a contract section only when that kind is enabled for them, the salary
 * approval only with salary contracts; the header and the team page render exactly that answer.
 */
import { CONTRACT_KINDS, contractKindRules, contractViewsOf, type ContractKind } from './team-contracts';

export interface TeamSection {
  path: string;
  title: string;
  group: number;
  /** The sub-types in tab order; undefined for the report sections (their types: getThirdGameType). */
  subTypes?: ReadonlyArray<{ path: string; title: string }>;
  /** The sub-type a report section opens on. */
  defaultType?: string;
  /** The contract kind the section belongs to. */
  contractKind?: ContractKind;
}

export const RECOMMEND_SUB_TYPES = [
  { path: 'recommenddzsreport', title: '招商报表' },
  { path: 'recommendreport', title: '推荐报表' },
  { path: 'salaryapprove', title: '工资审批' },
] as const;

export const teamSections: readonly TeamSection[] = [
  { path: 'teamsummary', title: '团队总览', group: 1, subTypes: [{ path: 'teamsummary', title: '团队总览' }] },
  { path: 'teamyk', title: '团队盈亏', group: 1, defaultType: 'lottery' },
  { path: 'dayyk', title: '日盈亏', group: 1, defaultType: 'lottery' },
  { path: 'teambetting', title: '团队投注', group: 1, defaultType: 'lottery' },
  {
    path: 'teamgrow',
    title: '团队增长',
    group: 1,
    subTypes: [
      { path: 'team', title: '按下级' },
      { path: 'day', title: '按日期' },
    ],
  },
  {
    path: 'lowerlevel',
    title: '下级管理',
    group: 2,
    subTypes: [
      { path: 'manage', title: '下级列表' },
      { path: 'transfer', title: '下级转账' },
    ],
  },
  {
    path: 'openaccount',
    title: '开户中心',
    group: 2,
    subTypes: [
      { path: 'register', title: '直接开户' },
      { path: 'link', title: '链接开户' },
    ],
  },
  ...CONTRACT_KINDS.map((kind) => ({
    path: kind,
    title: contractKindRules[kind].title,
    group: 3,
    contractKind: kind,
    subTypes: contractViewsOf(kind).map((v) => ({ path: v.path, title: v.label })),
  })),
  { path: 'recommend', title: '推荐报表', group: 4, subTypes: RECOMMEND_SUB_TYPES },
  { path: 'betamountreport', title: '投注额报表', group: 4, subTypes: [{ path: 'betamountreport', title: '投注额报表' }] },
];

export const teamSectionOf = (path: string | undefined): TeamSection | undefined => teamSections.find((s) => s.path === path);
