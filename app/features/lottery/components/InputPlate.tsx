import { useEffect, useRef, type ClipboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Checkbox, Spinner, styled } from '../../../../design-system';
import type { PlayInfo } from '../../../../engine-worker/client';
import { clearEntries, parseEntries, plateState, togglePosition } from '../plate-store';
import { EntryPreview } from './EntryPreview';
import { Muted, Row } from './layout';

/** Pastes longer than this go straight to the worker instead of into the textarea. */
const BULK_PASTE_CHARS = 20_000;
const TYPING_DEBOUNCE_MS = 250;

const Area = styled('textarea', {
  width: '100%',
  minHeight: 120,
  boxSizing: 'border-box',
  padding: '$2',
  fontFamily: '$mono',
  fontSize: '$2',
  color: '$text',
  backgroundColor: '$bg',
  border: '1px solid $borderStrong',
  borderRadius: '$2',
  resize: 'vertical',
  '&:focus': { outline: '2px solid $focus' },
  '&:disabled': { color: '$textMuted' },
});
const Errors = styled('ul', { margin: 0, paddingLeft: '$4', color: '$danger', fontSize: '$1' });
const Grid = styled('div', { display: 'grid', gridTemplateColumns: '1fr 240px', gap: '$3' });

/**
 * Single-entry (单式) plate. Typed entries are parsed after a pause; a large paste or a
 * file never enters React state or the textarea: the text (or the File) is sent to the
 * worker, which parses, de-duplicates and counts it and keeps the entries.
 */
export function InputPlate({ play }: { play: PlayInfo }) {
  const snap = useSnapshot(plateState);
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { input } = snap;
  const summary = input.summary;
  const format = play.plate.entry;
  const picker = play.plate.positionPicker;

  useEffect(() => {
    if (area.current && input.source === null) area.current.value = '';
  }, [input.source, play.id]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const parseTyped = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const text = area.current?.value ?? '';
      if (text.trim() === '') clearEntries();
      else void parseEntries(text, 'typed');
    }, TYPING_DEBOUNCE_MS);
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = event.clipboardData.getData('text/plain');
    event.preventDefault();
    const el = event.currentTarget;
    if (text.length <= BULK_PASTE_CHARS && input.source !== 'bulk') {
      el.setRangeText(text, el.selectionStart, el.selectionEnd, 'end');
      parseTyped();
      return;
    }
    clearTimeout(timer.current);
    el.value = '';
    void parseEntries(text, 'bulk', '粘贴');
  };

  const onFile = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    clearTimeout(timer.current);
    if (area.current) area.current.value = '';
    void parseEntries(chosen, 'bulk', chosen.name);
    if (file.current) file.current.value = '';
  };

  const example = format
    ? format.kind === 'digits'
      ? '12345'.slice(0, format.length)
      : Array.from({ length: format.length }, (_, i) => String(i + 1).padStart(2, '0')).join(' ')
    : '';
  return (
    <div>
      {picker ? (
        <Row role="group" aria-label="选择位置" css={{ paddingBottom: '$2' }}>
          <Muted>位置（至少{picker.minimum}个）</Muted>
          {picker.labels.map((label, i) => (
            <Checkbox key={label} label={label} checked={snap.positions.includes(i)} onCheckedChange={() => togglePosition(i)} />
          ))}
        </Row>
      ) : null}
      <Grid>
        <div>
          <Area
            ref={area}
            aria-label="输入号码"
            data-testid="entry-input"
            placeholder={
              input.source === 'bulk' ? `已导入号码（${input.fileName}），清空后可手动输入` : `每注号码之间用空格、逗号、分号或换行隔开，例如：${example}`
            }
            disabled={input.source === 'bulk'}
            onInput={parseTyped}
            onPaste={onPaste}
            spellCheck={false}
          />
          <Row css={{ marginTop: '$2' }}>
            <input ref={file} type="file" accept=".txt,.csv,text/plain" hidden onChange={onFile} data-testid="entry-file" aria-label="选择号码文件" />
            <Button size="1" tone="neutral" onClick={() => file.current?.click()}>
              导入文件
            </Button>
            <Button
              size="1"
              tone="neutral"
              ghost
              onClick={() => {
                clearTimeout(timer.current);
                if (area.current) area.current.value = '';
                clearEntries();
              }}
            >
              清空
            </Button>
            {input.parsing ? <Spinner size="1" label="解析中" /> : null}
          </Row>
        </div>
        <div aria-live="polite" data-testid="entry-summary">
          {summary ? (
            summary.error ? (
              <Errors>
                <li>{summary.error}</li>
              </Errors>
            ) : summary.invalidCount > 0 ? (
              <div role="alert">
                <strong style={{ color: 'var(--ds-colors-danger)' }}>有 {summary.invalidCount} 个无效号码，已全部拒绝</strong>
                <Errors>
                  {summary.invalid.slice(0, 5).map((e) => (
                    <li key={e.position}>
                      第 {e.position} 个号码「{e.entry}」{e.reason}
                    </li>
                  ))}
                </Errors>
              </div>
            ) : (
              <div>
                <div>
                  有效号码 <strong data-testid="entry-count">{summary.count}</strong> 个
                  {summary.duplicates > 0 ? <Muted>（已去除重复 {summary.duplicates} 个）</Muted> : null}
                </div>
                {input.handle !== null && summary.count > 0 ? <EntryPreview handle={input.handle} count={summary.count} first={input.preview} /> : null}
              </div>
            )
          ) : (
            <Muted>{format ? `每注 ${format.length} ${format.kind === 'digits' ? '位数字' : '个号码'}` : ''}</Muted>
          )}
        </div>
      </Grid>
    </div>
  );
}
