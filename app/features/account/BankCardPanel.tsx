import { Controller, useForm } from 'react-hook-form';
import { Button, Input, Select, Table, toast, type TableColumn } from '../../../design-system';
import { accountEndpoints, type BankCard } from '../../../contract/account';
import { call } from '../../lib/call';
import { bindingMessages, cardNoError, filterCardNo, holderNameError } from './binding-rules';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { refreshBindings, useBankCards, useBankList, useBindOverview } from './use-bindings';
import { useSubmit } from './use-submit';
import { fieldRules, formDefaults, inputProps } from '../../shared/form-rules';

const columns: readonly TableColumn<BankCard>[] = [
  { key: 'bankNameZH', title: '开户银行' },
  { key: 'bankCardNo', title: '银行卡号' },
  { key: 'sn', title: '持卡人' },
  { key: 'bindTime', title: '绑定时间' },
  { key: 'available', title: '可提现时间', render: (c) => (c.available ? '可用' : c.availableTime) },
];

interface BankCardValues extends Secrets {
  sn: string;
  bankCode: string;
  cardNo: string;
}
const bankCardFields = accountEndpoints.bindBankCard.body.properties;
const bankCardRules = {
  sn: fieldRules<BankCardValues>(bankCardFields.sn, {}, { validate: { holderName: holderNameError } }),
  bankCode: fieldRules<BankCardValues>(bankCardFields.bankCode, { required: bindingMessages.bankRequired }),
  cardNo: fieldRules<BankCardValues>(bankCardFields.cardNo, {}, { validate: { cardNo: cardNoError } }),
};

/** The bound cards (masked) and the form to bind another; the first card sets the account's real name. */
export function BankCardPanel() {
  const overview = useBindOverview();
  const cards = useBankCards();
  const banks = useBankList();
  const realNameSet = overview.data?.realNameSet ?? false;
  const { control, handleSubmit, setValue } = useForm<BankCardValues>({ ...formDefaults, defaultValues: { sn: '', bankCode: '', cardNo: '', ...noSecrets } });
  const { busy, formError, run } = useSubmit();
  const list = cards.data?.bankCardList ?? [];

  const submit = handleSubmit(
    ({ sn, bankCode, cardNo, payPassword }) =>
      void run(async () => {
        await call(accountEndpoints.bindBankCard, { sn: sn.trim(), bankCode, cardNo, payPassword: payPassword.replace(/\s/g, '') });
        toast.success('银行卡绑定成功');
        setValue('cardNo', '');
        setValue('payPassword', '');
        setValue('code', '');
        await refreshBindings();
      }),
  );

  const aging = cards.data
    ? `新绑定的银行卡需等待后方可提现：首张银行卡 ${cards.data.firstDrawingsAging} 小时，之后绑定的银行卡 ${cards.data.nonFirstDrawingsAging} 小时。`
    : '';
  return (
    <Panel aria-label="银行卡">
      <Stack>
        <Table caption="已绑定的银行卡" columns={columns} rows={list} rowKey={(c) => c.id} loading={cards.isPending} emptyText="尚未绑定银行卡" />
        {aging ? <Note>{aging}</Note> : null}
      </Stack>
      <Form noValidate aria-label="绑定银行卡" onSubmit={(event) => void submit(event)}>
        <FormTitle>绑定银行卡</FormTitle>
        <Controller
          control={control}
          name="sn"
          rules={bankCardRules.sn}
          render={(field) => (
            <Input
              label="持卡人姓名"
              block
              {...inputProps(field)}
              hint={realNameSet ? `须与账户真实姓名（${overview.data?.realName}）一致` : '首张银行卡的持卡人姓名将设为账户真实姓名，设置后不可修改'}
            />
          )}
        />
        <Controller
          control={control}
          name="bankCode"
          rules={bankCardRules.bankCode}
          render={({ field, fieldState }) => (
            <Select
              label="开户银行"
              placeholder="请选择"
              block
              options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
              value={field.value || undefined}
              onValueChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="cardNo"
          rules={bankCardRules.cardNo}
          render={(field) => (
            <Input
              label="银行卡号"
              block
              inputMode="numeric"
              {...inputProps(field)}
              onValueChange={(v) => field.field.onChange(filterCardNo(v))}
              hint="16-19位数字"
            />
          )}
        />
        <SecretFields control={control} askCode={false} />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" loading={busy}>
          确认绑定
        </Button>
      </Form>
    </Panel>
  );
}
