/** The banks a card may be bound at: code (sent by the app) and Chinese name. */
import type { Bank } from '../../../contract/account';

export const banks: readonly Bank[] = [
  { code: 'ICBC', name: '中国工商银行' },
  { code: 'ABC', name: '中国农业银行' },
  { code: 'BOC', name: '中国银行' },
  { code: 'CCB', name: '中国建设银行' },
  { code: 'BOCOM', name: '交通银行' },
  { code: 'PSBC', name: '中国邮政储蓄银行' },
  { code: 'CMB', name: '招商银行' },
  { code: 'CITIC', name: '中信银行' },
  { code: 'CEB', name: '中国光大银行' },
  { code: 'CMBC', name: '中国民生银行' },
  { code: 'CIB', name: '兴业银行' },
  { code: 'SPDB', name: '上海浦东发展银行' },
  { code: 'HXB', name: '华夏银行' },
  { code: 'GDB', name: '广发银行' },
  { code: 'PAB', name: '平安银行' },
];

export function bankByCode(code: string): Bank | undefined {
  return banks.find((b) => b.code === code);
}
