/** 下级管理 (the downline list and the transfer to a direct downline) and 开户中心 (open an account, registration links). */
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { errorCodes } from '../../../contract/primitives';
import { teamEndpoints, type LowerMember, type RegisterLink } from '../../../contract/team';
import { AmountInput, Button, CopyButton, Input, PasswordInput, Select, styled, Table, Tag, toast, type TableColumn } from '../../../design-system';
import { errorText, HttpError } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import { href } from '../../lib/paths';
import { refreshBalances } from '../../stores/balance-store';
import { refreshUserInfo, useUserInfo } from '../../stores/user-info';
import { useEndpointMutation } from '../../shared/mutations';
import { usePagedQuery } from '../../shared/paged-query';
import { endpointSource, useEndpointQuery } from '../../shared/queries';
import { RecordTable } from '../../shared/RecordTable';
import { TwoStepCodeField } from '../../shared/SecurityFields';
import { openAccountErrors, type OpenAccountErrors, type OpenAccountFields } from './open-account-rules';
import { checkRules, formDefaults, inputProps, partOfCheck } from '../../shared/form-rules';
import { Bar, sectionTabs, TypeTabs } from './parts';

const Form = styled('form', { display: 'grid', gridTemplateColumns: '320px', gap: '$3' });
const PausedName = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2' });

/** The code, when the agent's switch asks for it: present (the server checks it). */
const twoStepCodeRules = checkRules((code) => (code === '' ? errorCodes.twoStepMissing.msg : null));
type OpenAccountValues = OpenAccountFields & { userType: string };

const transferHref = (username: string) => `${href.team('lowerlevel', 'transfer')}?username=${encodeURIComponent(username)}`;
const memberColumns: TableColumn<LowerMember>[] = [
  {
    key: 'username',
    title: '用户名',
    // a cool-off or self-exclusion is the member's own: the agent sees that play is paused, not which or why
    render: (r) =>
      r.paused ? (
        <PausedName>
          {r.username}
          <Tag size="1">已暂停</Tag>
        </PausedName>
      ) : (
        r.username
      ),
  },
  { key: 'typeName', title: '类型' },
  { key: 'point', title: '返点', align: 'right', render: (r) => `${r.point}%` },
  { key: 'balance', title: '余额', align: 'right', render: (r) => formatYuan(r.balance) },
  { key: 'teamSize', title: '团队人数', align: 'right' },
  { key: 'parent', title: '上级' },
  { key: 'lastLogin', title: '最后登录', render: (r) => r.lastLogin || '未登录' },
  { key: 'createdAt', title: '注册时间' },
  { key: 'action', title: '操作', align: 'center', render: (r) => (r.direct && !r.paused ? <Link href={transferHref(r.username)}>转账</Link> : '—') },
];

export function LowerLevelView({ type }: { type: string }) {
  return (
    <>
      <TypeTabs label="下级管理" section="lowerlevel" current={type === 'transfer' ? 'transfer' : 'manage'} types={sectionTabs('lowerlevel')} />
      {type === 'transfer' ? <LowerTransfer /> : <LowerList />}
    </>
  );
}

function LowerList() {
  const { control, handleSubmit } = useForm({ defaultValues: { typed: '' } });
  const [username, setUsername] = useState('');
  const table = usePagedQuery(endpointSource(teamEndpoints.lowerList), username ? { username } : {});
  return (
    <>
      <Bar>
        <Controller
          control={control}
          name="typed"
          render={({ field }) => <Input label="用户名" value={field.value} onValueChange={field.onChange} clearable />}
        />
        <Button onClick={() => void handleSubmit(({ typed }) => setUsername(typed.trim()))()}>搜索</Button>
      </Bar>
      <RecordTable caption="下级列表" errorTitle="下级列表加载失败" columns={memberColumns} rowKey={(r) => r.uin} table={table} />
    </>
  );
}

/**
 * The transfer to a direct downline. The two-step code is asked when the agent's switch for downline
 * transfers is on: the user info says so (twostepAgentTransfer), read again when the form opens and
 * when the server asks for a code the form did not know it needed.
 */
function LowerTransfer() {
  const search = useSearch();
  const user = useUserInfo();
  const twoStepNeeded = user?.twostepAgentTransfer === 1;
  const { control, handleSubmit, setValue } = useForm({
    ...formDefaults,
    defaultValues: { username: new URLSearchParams(search).get('username') ?? '', amount: '', payPassword: '', code: '' },
  });
  useEffect(() => {
    void refreshUserInfo();
  }, []);
  // The key is the hook's: kept after a network failure, so a retried transfer that did arrive is not made twice.
  const transfer = useEndpointMutation(teamEndpoints.lowerTransfer, {
    idempotent: true,
    refreshes: [teamEndpoints.lowerList.path, teamEndpoints.summary.path],
    onSuccess: (result) => {
      toast.success(`转账成功，单号 ${result.orderNo}`);
      for (const name of ['amount', 'payPassword', 'code'] as const) setValue(name, '');
      void refreshBalances();
    },
    onError: (error) => {
      toast.error(errorText(error));
      if (error instanceof HttpError && error.code === errorCodes.twoStepMissing.code) void refreshUserInfo();
    },
  });
  const send = ({ username, amount, payPassword, code }: { username: string; amount: string; payPassword: string; code: string }) =>
    transfer.mutate({ username: username.trim(), amount, payPassword, code: twoStepNeeded ? code : undefined });
  return (
    <Form aria-label="下级转账" onSubmit={(event) => void handleSubmit(send)(event)}>
      <Controller
        control={control}
        name="username"
        render={({ field }) => <Input label="下级用户名" value={field.value} onValueChange={field.onChange} hint="只能转给直属下级" required />}
      />
      <Controller control={control} name="amount" render={({ field }) => <AmountInput label="转账金额" value={field.value} onValueChange={field.onChange} />} />
      <Controller
        control={control}
        name="payPassword"
        render={({ field }) => <PasswordInput label="资金密码" value={field.value} onValueChange={field.onChange} autoComplete="off" />}
      />
      {twoStepNeeded ? (
        <Controller
          control={control}
          name="code"
          rules={twoStepCodeRules}
          render={({ field, fieldState }) => <TwoStepCodeField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      ) : null}
      <Button type="submit" loading={transfer.isPending}>
        确认转账
      </Button>
    </Form>
  );
}

const accountTypes = [
  { value: '0', label: '会员' },
  { value: '1', label: '代理' },
];
export function OpenAccountView({ type }: { type: string }) {
  const links = useEndpointQuery(teamEndpoints.links, {}, { staleTime: 0 });
  // The point check (userPointCheck/queryResultWeb) is the one answer of the caller's own point.
  const myPoint = useEndpointQuery(teamEndpoints.pointCheck, {}, { staleTime: 0 }).data?.point;
  return (
    <>
      <TypeTabs label="开户方式" section="openaccount" current={type === 'link' ? 'link' : 'register'} types={sectionTabs('openaccount')} />
      {myPoint ? <p style={{ margin: 0 }}>我的返点：{myPoint}%（下级返点不能高于此值）</p> : null}
      {type === 'link' ? <LinkManager links={links.data?.list ?? []} loading={links.isFetching} /> : <OpenAccountForm myPoint={myPoint} />}
    </>
  );
}

/** Checked in the page by registration's rules before anything is sent; each message stands by its field. */
function OpenAccountForm({ myPoint }: { myPoint?: string }) {
  const { control, handleSubmit, setValue } = useForm<OpenAccountValues>({
    ...formDefaults,
    defaultValues: { username: '', password: '', point: '', userType: '0' },
  });
  const open = useEndpointMutation(teamEndpoints.openAccount, {
    refreshes: [teamEndpoints.lowerList.path],
    onSuccess: (result) => {
      toast.success(`开户成功：${result.username}`);
      for (const name of ['username', 'password', 'point'] as const) setValue(name, '');
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const send = (form: OpenAccountValues) =>
    open.mutate({ username: form.username.trim(), password: form.password, point: form.point.trim(), userType: form.userType === '1' ? 1 : 0 });
  /** Each field shows its part of openAccountErrors (open-account-rules.ts). */
  const part = (name: keyof OpenAccountErrors) => partOfCheck<OpenAccountValues>((values) => openAccountErrors(values, myPoint), name);
  return (
    <Form aria-label="直接开户" noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
      <Controller
        control={control}
        name="userType"
        render={({ field }) => <Select label="开户类型" options={accountTypes} value={field.value} onValueChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="username"
        rules={part('username')}
        render={(field) => <Input label="用户名" hint="4-16位字母或数字，字母开头" {...inputProps(field)} />}
      />
      <Controller
        control={control}
        name="password"
        rules={part('password')}
        render={(field) => <PasswordInput label="登录密码" hint="6-20位字母和数字" autoComplete="new-password" {...inputProps(field)} />}
      />
      <Controller
        control={control}
        name="point"
        rules={part('point')}
        render={(field) => <Input label="返点" suffix="%" hint="例如 6.5" {...inputProps(field)} />}
      />
      <Button type="submit" loading={open.isPending}>
        立即开户
      </Button>
    </Form>
  );
}

function LinkManager({ links, loading }: { links: readonly RegisterLink[]; loading: boolean }) {
  const { control, handleSubmit } = useForm({ ...formDefaults, defaultValues: { point: '', userType: '0' } });
  const add = useEndpointMutation(teamEndpoints.addLink, {
    refreshes: [teamEndpoints.links.path],
    onSuccess: () => toast.success('链接已生成'),
    onError: (e) => toast.error(errorText(e)),
  });
  const remove = useEndpointMutation(teamEndpoints.removeLink, {
    refreshes: [teamEndpoints.links.path],
    onSuccess: () => toast.success('链接已删除'),
    onError: (e) => toast.error(errorText(e)),
  });
  const urlOf = (code: string) => `${window.location.origin}${href.register(code)}`;
  const columns: TableColumn<RegisterLink>[] = [
    { key: 'code', title: '注册链接', render: (r) => href.register(r.code) },
    { key: 'userType', title: '类型', render: (r) => (r.userType === 1 ? '代理' : '会员') },
    { key: 'point', title: '返点', align: 'right', render: (r) => `${r.point}%` },
    { key: 'registered', title: '注册人数', align: 'right' },
    { key: 'createdAt', title: '生成时间' },
    {
      key: 'action',
      title: '操作',
      align: 'center',
      render: (r) => (
        <Bar style={{ justifyContent: 'center', gap: 8 }}>
          <CopyButton text={urlOf(r.code)} size="1" />
          <Button size="1" tone="danger" ghost onClick={() => remove.mutate({ code: r.code })}>
            删除
          </Button>
        </Bar>
      ),
    },
  ];
  return (
    <>
      <Bar>
        <Controller
          control={control}
          name="userType"
          render={({ field }) => <Select label="开户类型" options={accountTypes} value={field.value} onValueChange={field.onChange} />}
        />
        <Controller
          control={control}
          name="point"
          render={({ field }) => <Input label="返点" value={field.value} onValueChange={field.onChange} suffix="%" />}
        />
        <Button
          loading={add.isPending}
          onClick={() => void handleSubmit(({ point, userType }) => add.mutate({ point: point.trim(), userType: userType === '1' ? 1 : 0 }))()}
        >
          生成链接
        </Button>
      </Bar>
      <Table caption="注册链接" columns={columns} rows={links} rowKey={(r) => r.code} loading={loading} striped />
    </>
  );
}
