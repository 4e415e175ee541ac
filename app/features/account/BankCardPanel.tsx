import { useState } from 'react';
import { Button, Input, Select, Table, toast, type TableColumn } from '../../../design-system';
import type { BankCard } from '../../../contract/account';
import { bindBankCard } from './api/bindings';
import { cardNoError, filterCardNo, holderNameError, payPasswordError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBankCards, useBankList, useBindOverview } from './use-bindings';
import { useSubmit } from './use-submit';
import { errorCodes } from '../../../contract/primitives';

const columns: readonly TableColumn<BankCard>[] = [
  { key: 'bankNameZH', title: '开户银行' },
  { key: 'bankCardNo', title: '银行卡号' },
  { key: 'sn', title: '持卡人' },
  { key: 'bindTime', title: '绑定时间' },
  { key: 'available', title: '可提现时间', render: (c) => (c.available ? '可用' : c.availableTime) },
];

/** The bound cards (masked) and the form to bind another; the first card sets the account's real name. */
export function BankCardPanel() {
  const overview = useBindOverview();
  const cards = useBankCards();
  const banks = useBankList();
  const realNameSet = overview.data?.realNameSet ?? false;
  const [sn, setSn] = useState('');
  const [bankCode, setBankCode] = useState<string>();
  const [cardNo, setCardNo] = useState('');
  const [secrets, setSecrets] = useState<Secrets>(noSecrets);
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const { busy, formError, run } = useSubmit();
  const list = cards.data?.bankCardList ?? [];

  const submit = () => {
    const next = {
      sn: holderNameError(sn),
      bank: bankCode ? null : errorCodes.unknownBank.msg,
      cardNo: cardNoError(cardNo),
      payPassword: payPasswordError(secrets.payPassword),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void run(async () => {
      await bindBankCard({ sn: sn.trim(), bankCode: bankCode!, cardNo, payPassword: secrets.payPassword.replace(/\s/g, '') });
      toast.success('银行卡绑定成功');
      setCardNo('');
      setSecrets(noSecrets);
      await refreshBindings();
    });
  };

  const aging = cards.data
    ? `新绑定的银行卡需等待后方可提现：首张银行卡 ${cards.data.firstDrawingsAging} 小时，之后绑定的银行卡 ${cards.data.nonFirstDrawingsAging} 小时。`
    : '';
  return (
    <Panel aria-label="银行卡">
      <Stack>
        <Table caption="已绑定的银行卡" columns={columns} rows={list} rowKey={(c) => c.id} loading={cards.isPending} emptyText="尚未绑定银行卡" />
        {aging ? <Note>{aging}</Note> : null}
      </Stack>
      <Form
        noValidate
        aria-label="绑定银行卡"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormTitle>绑定银行卡</FormTitle>
        <Input
          label="持卡人姓名"
          block
          value={sn}
          onValueChange={setSn}
          error={errors.sn ?? undefined}
          hint={realNameSet ? `须与账户真实姓名（${overview.data?.realName}）一致` : '首张银行卡的持卡人姓名将设为账户真实姓名，设置后不可修改'}
        />
        <Select
          label="开户银行"
          placeholder="请选择"
          block
          options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          value={bankCode}
          onValueChange={setBankCode}
          error={errors.bank ?? undefined}
        />
        <Input
          label="银行卡号"
          block
          inputMode="numeric"
          value={cardNo}
          onValueChange={(v) => setCardNo(filterCardNo(v))}
          error={errors.cardNo ?? undefined}
          hint="16-19位数字"
        />
        <SecretFields value={secrets} onChange={setSecrets} askCode={false} errors={errors} />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" loading={busy}>
          确认绑定
        </Button>
      </Form>
    </Panel>
  );
}
