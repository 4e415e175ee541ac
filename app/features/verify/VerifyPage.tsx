import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { lotteryEndpoints } from '../../../contract/lottery';
import type { DrawReveal } from '../../../contract/lottery';
import { Button, ErrorPanel, Input, NumberBall, Spinner, styled, Table, type TableColumn } from '../../../design-system';
import { errorText, HttpError } from '../../lib/http';
import { href } from '../../lib/paths';
import { formDefaults, inputProps } from '../../shared/form-rules';
import { useEndpointQuery } from '../../shared/queries';
import { recomputeDraw, type HmacBlock, type Recomputation, type SampleStep } from './recompute';

const Page = styled('main', {
  width: '1000px',
  margin: '0 auto',
  padding: '$5 0 $7',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& h1, & h2': { margin: 0 },
  '& h2': { fontSize: '$3' },
});
const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  padding: '$4',
  backgroundColor: '$panel',
  border: '1px solid $border',
  borderRadius: '$3',
});
const Form = styled('form', { display: 'flex', gap: '$3', alignItems: 'flex-end' });
const Mono = styled('code', { fontFamily: '$mono', fontSize: '$1', wordBreak: 'break-all' });
const Muted = styled('p', { margin: 0, color: '$textMuted', fontSize: '$1' });
const Check = styled('span', { fontWeight: '$bold', variants: { ok: { true: { color: '$success' }, false: { color: '$danger' } } } });
const Balls = styled('div', { display: 'flex', gap: '$1', alignItems: 'center', flexWrap: 'wrap' });
const Verdict = styled('div', {
  padding: '$3 $4',
  borderRadius: '$3',
  fontSize: '$5',
  fontWeight: '$bold',
  variants: { ok: { true: { backgroundColor: '$successSubtle', color: '$success' }, false: { backgroundColor: '$dangerSubtle', color: '$danger' } } },
});

const hex32 = (value: number) => value.toString(16).padStart(8, '0');

/**
 * The page speaks Chinese throughout: the server's algorithm line (`algorithm`, English, for scripts) is told here in
 * words, and an answer whose message carries the schema's English detail (请求参数错误：querystring/…) is shown by its
 * Chinese head.
 */
const algorithmText =
  '以种子字节为密钥，对“彩种:奖期:轮次”计算 HMAC-SHA256 得到字节流；每个号码以 32 位值拒绝采样均匀抽取；不重复号码的彩种在号码池上做部分洗牌；承诺为种子字节的 SHA-256（十六进制）。';
function failureText(error: unknown): string {
  if (error instanceof HttpError && error.code === 400) return '彩种代码或奖期格式不正确，请检查后重试';
  return errorText(error).replace(/[：:][^：:]*[A-Za-z]{2,}.*$/, '');
}
/** A browser failure (no WebCrypto, an insecure page) is explained in Chinese; our own errors already are. */
const browserFailureText = (error: unknown) => (error instanceof Error && /[\u4e00-\u9fff]/.test(error.message) ? error.message : '浏览器无法完成计算');

const blockColumns: TableColumn<HmacBlock>[] = [
  { key: 'round', title: '轮次', width: 60, render: (b) => b.round },
  { key: 'message', title: 'HMAC 消息', width: 260, render: (b) => <Mono>{b.message}</Mono> },
  { key: 'hex', title: 'HMAC-SHA256(种子, 消息)', render: (b) => <Mono>{b.hex}</Mono> },
];

const stepColumns: TableColumn<SampleStep>[] = [
  { key: 'pick', title: '号码', width: 70, render: (s) => `第${s.pick + 1}个` },
  { key: 'at', title: '轮次·字节', width: 90, render: (s) => `${s.round} · ${s.offset}` },
  { key: 'value', title: '32位值 u', render: (s) => <Mono>{`0x${hex32(s.value)} = ${s.value}`}</Mono> },
  { key: 'n', title: 'n / 上限', render: (s) => <Mono>{`${s.n} / ${s.limit}`}</Mono> },
  {
    key: 'result',
    title: '结果',
    render: (s) =>
      s.accepted ? (
        <span>
          <Check ok>接受</Check> u 除以 n 的余数 = {s.result}
          {s.swap ? `；交换位置 ${s.swap.from + 1} ↔ ${s.swap.to + 1}，取得 ${s.swap.number}` : ''}
        </span>
      ) : (
        <span>
          <Check ok={false}>拒绝</Check> u ≥ 上限，读下一个值
        </span>
      ),
  },
];

function NumberRow({ numbers }: { numbers: readonly number[] }) {
  return (
    <Balls>
      {numbers.map((n, i) => (
        <NumberBall key={i} size="2">
          {n}
        </NumberBall>
      ))}
    </Balls>
  );
}

/** The browser's own recomputation of a revealed draw, shown step by step. */
function Recomputed({ reveal }: { reveal: DrawReveal }) {
  const [result, setResult] = useState<Recomputation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setResult(null);
    setFailure(null);
    recomputeDraw(reveal).then(
      (r) => live && setResult(r),
      (error: unknown) => live && setFailure(browserFailureText(error)),
    );
    return () => {
      live = false;
    };
  }, [reveal]);

  if (failure) return <ErrorPanel title="验证失败" message={`${failure}（需要支持网页加密接口的浏览器，并通过安全连接或本机访问）`} />;
  if (!result) return <Spinner label="正在浏览器中重新计算" />;
  const same = result.hashMatches && result.code === reveal.code;
  return (
    <>
      <Verdict ok={same} role="status" data-testid="verdict">
        {same ? '一致：种子与开奖前公布的承诺相符，并在本浏览器中算出了相同的开奖号码' : '不一致：请联系客服核查本期开奖'}
      </Verdict>
      <Section aria-label="第一步 核对种子承诺">
        <h2>第一步：核对种子承诺</h2>
        <div>
          公布的种子：<Mono data-testid="seed">{reveal.seed}</Mono>
        </div>
        <div>
          开奖前公布的承诺：<Mono>{reveal.seedHash}</Mono>
        </div>
        <div>
          本浏览器算出的 SHA-256(种子)：<Mono data-testid="browser-hash">{result.hash}</Mono>{' '}
          <Check ok={result.hashMatches}>{result.hashMatches ? '相符' : '不相符'}</Check>
        </div>
      </Section>
      <Section aria-label="第二步 HMAC 字节流">
        <h2>第二步：HMAC 字节流</h2>
        <Muted>以种子字节为密钥，对“彩种:奖期:轮次”计算 HMAC-SHA256；每轮 32 字节，依次按大端读取 4 字节得到 32 位值。</Muted>
        <Table caption="HMAC 字节流" columns={blockColumns} rows={result.blocks} rowKey={(b) => String(b.round)} />
      </Section>
      <Section aria-label="第三步 拒绝采样">
        <h2>
          第三步：拒绝采样{reveal.family === '11x5' || reveal.family === 'kl12' || reveal.family === 'pk10' || reveal.family === 'lhc' ? '与部分洗牌' : ''}
        </h2>
        <Muted>
          在 n 个号码中均匀取一个：u 不小于上限 ⌊2^32 ÷ n⌋ × n 时拒绝（避免取模偏差），否则取 u 除以 n
          的余数。不重复号码的彩种对号码池做部分洗牌（费雪-耶茨洗牌）：第 i 个位置与第 i + 余数 个位置交换。
        </Muted>
        <Table caption="拒绝采样" columns={stepColumns} rows={result.steps} rowKey={(s) => `${s.round}-${s.offset}`} />
      </Section>
      <Section aria-label="第四步 比对开奖号码">
        <h2>第四步：比对开奖号码</h2>
        <div>
          本浏览器算出：<span data-testid="browser-code">{result.code}</span>
        </div>
        <NumberRow numbers={result.numbers} />
        <div>
          平台公布：<span data-testid="server-code">{reveal.code}</span>{' '}
          <Check ok={result.code === reveal.code}>{result.code === reveal.code ? '相同' : '不同'}</Check>
        </div>
        <NumberRow numbers={reveal.numbers} />
      </Section>
    </>
  );
}

/** /verify?lottery=…&issue=…: fetches a drawn issue's revealed seed and recomputes its numbers in the browser. */
export function VerifyPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const lottery = (params.get('lottery') ?? '').toUpperCase();
  const issue = params.get('issue') ?? '';
  // `values`: the fields follow the address when it changes (a link to another issue).
  const { control, handleSubmit } = useForm({ ...formDefaults, values: { lottery, issue } });
  const reveal = useEndpointQuery(lotteryEndpoints.drawReveal, { lottery, issue }, { enabled: Boolean(lottery && issue) });

  return (
    <Page>
      <h1>开奖验证</h1>
      <Muted>
        每期开售前，平台公布该期随机种子的 SHA-256
        承诺；开奖后公布种子。本页用您浏览器自带的加密接口重新计算：种子是否与承诺相符、由种子能否算出相同的开奖号码，不依赖平台的计算结果。
      </Muted>
      <Form onSubmit={(event) => void handleSubmit((form) => navigate(href.verify(form.lottery.trim().toUpperCase(), form.issue.trim())))(event)}>
        <Controller control={control} name="lottery" render={(field) => <Input label="彩种代码" placeholder="如 HN1FC" {...inputProps(field)} />} />
        <Controller control={control} name="issue" render={(field) => <Input label="奖期" placeholder="如 20261122-0721" {...inputProps(field)} />} />
        <Button type="submit">验证</Button>
        {lottery ? <Link href={href.lottery(lottery)}>返回投注</Link> : null}
      </Form>
      {!lottery || !issue ? (
        <Muted>请输入彩种代码与奖期；在开奖结果列表或走势图中点击奖期也可来到这里。</Muted>
      ) : reveal.isPending ? (
        <Spinner label="正在读取本期种子" />
      ) : reveal.isError ? (
        <ErrorPanel title="无法验证本期" message={failureText(reveal.error)} actionLabel="重试" onAction={() => void reveal.refetch()} />
      ) : (
        <>
          <Section aria-label="本期">
            <h2>
              {reveal.data.lotteryName} 第 {reveal.data.issue} 期
            </h2>
            <Muted data-testid="algorithm">算法：{algorithmText}</Muted>
          </Section>
          <Recomputed reveal={reveal.data} />
        </>
      )}
    </Page>
  );
}
