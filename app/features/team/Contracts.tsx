/**
 * The contract sections (分红, 日工资, 私返, 游戏分红, 游戏返水), each with its four views: my payouts
 * with the terms in force, my deeds (sign or refuse an offer), my downlines' payouts (补发, approval)
 * and their deeds (offer, change, cancel); and 工资审批 under 推荐报表.
 */
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  contractEndpoints,
  contractKindRules,
  contractViewOfPath,
  type ContractKind,
  type ContractRecord,
  type ContractTier,
  type PayoutRecord,
  type PayoutState,
} from '../../../contract/team-contracts';
import { Button, Checkbox, Empty, Input, IntegerInput, Modal, styled, Table, toast, type TableColumn } from '../../../design-system';
import { errorText } from '../../lib/http';
import { formatYuan } from '../../lib/money';
import type { AnyEndpoint } from '../../../contract/endpoint';
import { useEndpointMutation } from '../../shared/mutations';
import { endpointSource, useEndpointQuery } from '../../shared/queries';
import { usePagedQuery } from '../../shared/paged-query';
import { RecordTable } from '../../shared/RecordTable';
import { formDefaults } from '../../shared/form-rules';
import { Bar, TypeTabs, useReportRange } from './parts';

const Terms = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& h2': { margin: 0, fontSize: '$3' },
  '& p': { margin: 0, color: '$textMuted' },
});

/** The reads a contract or payout change makes stale. */
const contractReads = [contractEndpoints.contracts.path, contractEndpoints.candidates.path, contractEndpoints.payouts.path];

const tierColumns: TableColumn<ContractTier & { index: number }>[] = [
  { key: 'index', title: '档位', render: (t) => `第${t.index}档` },
  { key: 'volume', title: '团队投注额 ≥', align: 'right', render: (t) => formatYuan(t.volume) },
  { key: 'loss', title: '团队亏损 ≥', align: 'right', render: (t) => formatYuan(t.loss) },
  { key: 'active', title: '活跃人数 ≥', align: 'right' },
  { key: 'rate', title: '比例', align: 'right', render: (t) => `${t.rate}%` },
];

/** A contract's tiers as a table. */
export function TierTable({ caption, tiers }: { caption: string; tiers: readonly ContractTier[] }) {
  return <Table caption={caption} columns={tierColumns} rows={tiers.map((t, i) => ({ ...t, index: i + 1 }))} rowKey={(t) => String(t.index)} />;
}

/** The terms in force: the tiers, who offered them and since when. */
function TermsInForce({ kind, contract, empty }: { kind: ContractKind; contract: ContractRecord | null | undefined; empty: string }) {
  if (contract === undefined) return null;
  if (contract === null) return <Empty text={empty} />;
  return (
    <Terms aria-label="当前契约">
      <h2>当前{contractKindRules[kind].title}契约</h2>
      <p>
        签约方：{contract.offerer}　生效日期：{contract.effectiveFrom}
        {contract.effectiveTo ? `　截止：${contract.effectiveTo}` : ''}
        {contract.approval ? '　每期发放需上级审批' : ''}
      </p>
      <TierTable caption="契约档位" tiers={contract.tiers} />
    </Terms>
  );
}

const payoutColumns = (side: 'mine' | 'lower', action?: (p: PayoutRecord) => React.ReactNode): TableColumn<PayoutRecord>[] => [
  { key: 'period', title: '周期' },
  { key: side === 'mine' ? 'payer' : 'payee', title: side === 'mine' ? '发放人' : '下级' },
  { key: 'volume', title: '团队投注额', align: 'right', render: (p) => formatYuan(p.volume) },
  { key: 'loss', title: '团队亏损', align: 'right', render: (p) => formatYuan(p.loss) },
  { key: 'active', title: '活跃人数', align: 'right' },
  { key: 'rate', title: '比例', align: 'right', render: (p) => `${p.rate}%` },
  { key: 'amount', title: '金额', align: 'right', render: (p) => formatYuan(p.amount) },
  { key: 'stateName', title: '状态', align: 'center' },
  ...(action ? [{ key: 'action', title: '操作', align: 'center' as const, render: action }] : []),
];

/** Payouts of a kind received or paid, with the range bar and the sum paid. */
function PayoutTable({
  kind,
  side,
  state,
  caption,
  action,
}: {
  kind: ContractKind;
  side: 'mine' | 'lower';
  state?: PayoutState;
  caption: string;
  action?: (p: PayoutRecord) => React.ReactNode;
}) {
  const [range, rangeBar] = useReportRange();
  const table = usePagedQuery(endpointSource(contractEndpoints.payouts), { kind, side, ...(state ? { state } : {}), ...range });
  return (
    <>
      <Bar>{rangeBar}</Bar>
      <RecordTable caption={caption} errorTitle={`${caption}加载失败`} columns={payoutColumns(side, action)} rowKey={(p) => String(p.id)} table={table} />
    </>
  );
}

/** A row's button: the toast `done` when it went through, the server's message when not. */
function useContractChange<E extends AnyEndpoint>(endpoint: E, done: string) {
  return useEndpointMutation(endpoint, {
    refreshes: contractReads,
    onSuccess: () => toast.success(done),
    onError: (error) => toast.error(errorText(error)),
  });
}

/** 补发 for a short payer and 同意/拒绝 for a payout waiting for approval. */
function PayoutActions({ payout }: { payout: PayoutRecord }) {
  const repay = useContractChange(contractEndpoints.repay, '补发成功');
  const approve = useContractChange(contractEndpoints.approve, '已处理');
  if (payout.state === 'insufficient')
    return (
      <Button size="1" loading={repay.isPending} onClick={() => repay.mutate({ id: payout.id })}>
        补发
      </Button>
    );
  if (payout.state === 'awaiting')
    return (
      <Bar style={{ justifyContent: 'center', gap: 8 }}>
        <Button size="1" loading={approve.isPending} onClick={() => approve.mutate({ id: payout.id, approve: 1 })}>
          同意发放
        </Button>
        <Button size="1" tone="danger" ghost disabled={approve.isPending} onClick={() => approve.mutate({ id: payout.id, approve: 0 })}>
          拒绝
        </Button>
      </Bar>
    );
  return null;
}

const contractColumns = (side: 'mine' | 'lower', action: (c: ContractRecord) => React.ReactNode): TableColumn<ContractRecord>[] => [
  { key: 'createdAt', title: '发起时间' },
  { key: side === 'mine' ? 'offerer' : 'signer', title: side === 'mine' ? '发起人' : '下级' },
  { key: 'tiers', title: '档位', render: (c) => c.tiers.map((t) => `≥${formatYuan(t.volume)}/${formatYuan(t.loss)}/${t.active}人 ${t.rate}%`).join('；') },
  { key: 'effectiveFrom', title: '生效日期', render: (c) => c.effectiveFrom || '—' },
  { key: 'stateName', title: '状态', align: 'center' },
  { key: 'action', title: '操作', align: 'center', render: action },
];

/** 我的契约: offers to sign or refuse, and every contract the caller signed. */
function MyDeeds({ kind }: { kind: ContractKind }) {
  const table = usePagedQuery(endpointSource(contractEndpoints.contracts), { kind, side: 'mine' });
  const sign = useContractChange(contractEndpoints.sign, '签约成功');
  const refuse = useContractChange(contractEndpoints.refuse, '已拒绝该契约');
  const action = (c: ContractRecord) =>
    c.state === 'offered' ? (
      <Bar style={{ justifyContent: 'center', gap: 8 }}>
        <Button size="1" loading={sign.isPending} onClick={() => sign.mutate({ id: c.id })}>
          签约
        </Button>
        <Button size="1" tone="danger" ghost disabled={sign.isPending || refuse.isPending} onClick={() => refuse.mutate({ id: c.id })}>
          拒绝
        </Button>
      </Bar>
    ) : null;
  return <RecordTable caption="我的契约" errorTitle="我的契约加载失败" columns={contractColumns('mine', action)} rowKey={(c) => String(c.id)} table={table} />;
}

const emptyTier = (): ContractTier => ({ volume: '', loss: '0', active: 0, rate: '' });

interface OfferValues {
  tiers: ContractTier[];
  approval: boolean;
}
/** Every tier needs all its conditions: the first one missing any is named. */
function blankTierProblem(tiers: readonly ContractTier[]): string | null {
  const blank = tiers.findIndex((t) => !t.volume.trim() || !t.loss.trim() || !t.rate.trim());
  return blank >= 0 ? `请填写第${blank + 1}档的全部条件` : null;
}

/** The offer form: tiers (at most ten) and, for salaries, payouts that wait for approval. */
function OfferDialog({ kind, username, current, onClose }: { kind: ContractKind; username: string; current: ContractRecord | null; onClose: () => void }) {
  const { control, handleSubmit, setError, setValue, formState } = useForm<OfferValues>({
    ...formDefaults,
    defaultValues: { tiers: current ? current.tiers.map((t) => ({ ...t })) : [emptyTier()], approval: current?.approval === 1 },
  });
  // The tiers are one array field, added to and removed from with setValue: useFieldArray would put its code on every
  // page with a form (the login page's budget), for a list of at most ten.
  const tiers = useWatch({ control, name: 'tiers' });
  const setTiers = (next: ContractTier[]) => setValue('tiers', next);
  // One message under the tiers: the first incomplete tier, else the server's answer.
  const error = formState.errors.root?.message;
  const offer = useEndpointMutation(contractEndpoints.offer, {
    refreshes: contractReads,
    onSuccess: () => {
      toast.success('契约已发起，等待下级签约');
      onClose();
    },
    onError: (e) => setError('root', { message: errorText(e) }),
  });
  /** A check across the tiers (the first incomplete one is named), at submit, as the one message. */
  const submit = handleSubmit((values) => {
    const blank = blankTierProblem(values.tiers);
    if (blank) setError('root', { message: blank });
    else offer.mutate({ kind, username, tiers: values.tiers, ...(kind === 'lotterysalary' ? { approval: values.approval ? 1 : 0 } : {}) });
  });
  const rule = contractKindRules[kind];
  return (
    <Modal
      open
      onClose={onClose}
      title={`${current ? '修改' : '发起'}${rule.title}契约：${username}`}
      footer={
        <Bar style={{ justifyContent: 'flex-end' }}>
          <Button ghost tone="neutral" onClick={onClose}>
            取消
          </Button>
          <Button loading={offer.isPending} onClick={() => void submit()}>
            发起契约
          </Button>
        </Bar>
      }
    >
      <Terms>
        <p>每档条件须同时满足（团队投注额、团队亏损、活跃人数），按满足的最高档比例计算；比例不能高于您自己的契约，最高 {rule.maxRate}%。</p>
        {tiers.map((_, i) => (
          <Bar key={i} role="group" aria-label={`第${i + 1}档`}>
            <Controller
              control={control}
              name={`tiers.${i}.volume`}
              render={({ field }) => <Input label="团队投注额 ≥" value={field.value} onValueChange={field.onChange} suffix="元" size="1" />}
            />
            <Controller
              control={control}
              name={`tiers.${i}.loss`}
              render={({ field }) => <Input label="团队亏损 ≥" value={field.value} onValueChange={field.onChange} suffix="元" size="1" />}
            />
            <Controller
              control={control}
              name={`tiers.${i}.active`}
              render={({ field }) => (
                <IntegerInput
                  label="活跃人数 ≥"
                  value={String(field.value)}
                  onValueChange={(active) => field.onChange(Number(active || 0))}
                  maxDigits={6}
                  size="1"
                />
              )}
            />
            <Controller
              control={control}
              name={`tiers.${i}.rate`}
              render={({ field }) => <Input label="比例" value={field.value} onValueChange={field.onChange} suffix="%" size="1" />}
            />
            {tiers.length > 1 ? (
              <Button size="1" ghost tone="danger" onClick={() => setTiers(tiers.filter((_, j) => j !== i))}>
                删除
              </Button>
            ) : null}
          </Bar>
        ))}
        {tiers.length < 10 ? (
          <Button size="1" ghost onClick={() => setTiers([...tiers, emptyTier()])}>
            添加档位
          </Button>
        ) : null}
        {kind === 'lotterysalary' ? (
          <Controller
            control={control}
            name="approval"
            render={({ field }) => <Checkbox label="每期发放需我审批" checked={field.value} onCheckedChange={field.onChange} />}
          />
        ) : null}
        {error ? <p role="alert">{error}</p> : null}
      </Terms>
    </Modal>
  );
}

/** 下级契约: the caller's own terms, each direct downline's contract with 发起/修改, and the offers made. */
function LowerDeeds({ kind }: { kind: ContractKind }) {
  const candidates = useEndpointQuery(contractEndpoints.candidates, { kind }, { staleTime: 0 });
  const history = usePagedQuery(endpointSource(contractEndpoints.contracts), { kind, side: 'lower' });
  const [offering, setOffering] = useState<{ username: string; current: ContractRecord | null } | null>(null);
  const cancel = useContractChange(contractEndpoints.cancel, '契约已取消');
  type Candidate = NonNullable<typeof candidates.data>['list'][number];
  const columns: TableColumn<Candidate>[] = [
    { key: 'username', title: '直属下级' },
    { key: 'current', title: '当前契约', render: (c) => (c.current ? c.current.tiers.map((t) => `${t.rate}%`).join(' / ') : '未签约') },
    { key: 'pending', title: '待签约', render: (c) => (c.pending ? c.pending.tiers.map((t) => `${t.rate}%`).join(' / ') : '—') },
    {
      key: 'action',
      title: '操作',
      align: 'center',
      render: (c) => (
        <Button size="1" disabled={!candidates.data?.own} onClick={() => setOffering({ username: c.username, current: c.current })}>
          {c.current ? '修改契约' : '发起契约'}
        </Button>
      ),
    },
  ];
  const action = (c: ContractRecord) =>
    c.state === 'offered' || (c.state === 'signed' && !c.effectiveTo) ? (
      <Button size="1" tone="danger" ghost loading={cancel.isPending} onClick={() => cancel.mutate({ id: c.id })}>
        {c.state === 'offered' ? '撤回' : '解除'}
      </Button>
    ) : null;
  return (
    <>
      <TermsInForce kind={kind} contract={candidates.data?.own} empty="您还没有该类契约，不能向下级发起。" />
      <Table caption="直属下级" columns={columns} rows={candidates.data?.list ?? []} rowKey={(c) => c.username} loading={candidates.isFetching} striped />
      <RecordTable
        caption="已发起的契约"
        errorTitle="下级契约加载失败"
        columns={contractColumns('lower', action)}
        rowKey={(c) => String(c.id)}
        table={history}
      />
      {offering ? <OfferDialog kind={kind} username={offering.username} current={offering.current} onClose={() => setOffering(null)} /> : null}
    </>
  );
}

function MyPayouts({ kind }: { kind: ContractKind }) {
  const mine = useEndpointQuery(contractEndpoints.contracts, { kind, side: 'mine', pageSize: 1 }, { staleTime: 0 });
  const rule = contractKindRules[kind];
  return (
    <>
      <TermsInForce kind={kind} contract={mine.data?.current} empty={`您当前没有生效的${rule.title}契约。`} />
      <PayoutTable kind={kind} side="mine" caption={`我的${rule.payoutName}`} />
    </>
  );
}

/** /team/{kind}/{view}: the section's four tabs and the view. */
export function ContractSectionView({ kind, type, tabs }: { kind: ContractKind; type: string; tabs: ReadonlyArray<{ path: string; title: string }> }) {
  const view = contractViewOfPath(kind, type) ?? 'mine';
  const rule = contractKindRules[kind];
  return (
    <>
      <TypeTabs label={rule.title} section={kind} current={type} types={tabs.map((t) => ({ type: t.path, name: t.title }))} />
      {view === 'mine' ? <MyPayouts kind={kind} /> : null}
      {view === 'mydeed' ? <MyDeeds kind={kind} /> : null}
      {view === 'lower' ? <PayoutTable kind={kind} side="lower" caption={`下级${rule.payoutName}`} action={(p) => <PayoutActions payout={p} />} /> : null}
      {view === 'lowerdeed' ? <LowerDeeds kind={kind} /> : null}
    </>
  );
}

/** 工资审批: salary payouts waiting for the caller's approval. */
export function SalaryApproveView() {
  return <PayoutTable kind="lotterysalary" side="lower" state="awaiting" caption="待审批日工资" action={(p) => <PayoutActions payout={p} />} />;
}
