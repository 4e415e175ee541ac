import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from '../stitches.config';
import { visuallyHidden } from '../styles/focus';
import { Button } from './Button';
import type { ButtonProps } from './Button';
import { Icon } from './Icon';

const Root = styled('div', { display: 'inline-flex', flexDirection: 'column', gap: '$1' });
const Row = styled('div', { display: 'inline-flex', alignItems: 'center', gap: '$2' });
const FileName = styled('span', { color: '$textMuted', fontSize: '$1', display: 'inline-flex', alignItems: 'center', gap: '$1' });
const ErrorText = styled('p', { margin: 0, color: '$danger', fontSize: '$1' });
const HiddenFile = styled('input', visuallyHidden);

/** Why a file is refused (shown under the button), or undefined when it may be used. */
export type FileRefusal = (file: File) => string | undefined;

/** Refuses a file whose MIME type is not listed, or that is larger than `maxBytes`, with the given messages. */
export const refuseUnless =
  (rule: { types: readonly string[]; typeMessage: string; maxBytes: number; sizeMessage: string }): FileRefusal =>
  (file) =>
    !rule.types.includes(file.type) ? rule.typeMessage : file.size > rule.maxBytes ? rule.sizeMessage : undefined;

export interface FilePickerProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  children?: ReactNode;
  /**
   * Called with the chosen file once `refuse` let it through. While a returned promise is
   * pending the button shows it is busy; a rejected one shows `failMessage`.
   */
  onFile: (file: File) => void | Promise<void>;
  /** The picker's filter (`accept` of the file input). */
  accept: string;
  refuse: FileRefusal;
  failMessage?: string;
  /** An error from the caller (e.g. the server could not read the file). */
  error?: ReactNode;
  /** The chosen file's name (stories, or to show a previous choice). */
  defaultFileName?: string;
}

/** Picks one file and hands it to the caller; refuses what `refuse` refuses, with its message. */
export function FilePicker({
  children = '选择文件',
  onFile,
  accept,
  refuse,
  failMessage = '文件读取失败',
  error,
  defaultFileName,
  tone = 'neutral',
  disabled,
  ...rest
}: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState(defaultFileName);
  const [busy, setBusy] = useState(false);
  const [ownError, setOwnError] = useState<string>();
  const shownError = ownError ?? error;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const refusal = refuse(file);
    setOwnError(refusal);
    if (refusal) return;
    setBusy(true);
    try {
      await onFile(file);
      setFileName(file.name);
    } catch {
      setOwnError(failMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Root>
      <Row>
        <HiddenFile
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          data-file-picker=""
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          tone={tone}
          loading={busy}
          disabled={disabled}
          icon={<Icon name="upload" size="1" />}
          aria-describedby={shownError ? `${id}-error` : fileName ? `${id}-name` : undefined}
          onClick={() => input.current?.click()}
          {...rest}
        >
          {children}
        </Button>
        {fileName ? (
          <FileName id={`${id}-name`}>
            <Icon name="file" size="1" />
            {fileName}
          </FileName>
        ) : null}
      </Row>
      {shownError ? (
        <ErrorText id={`${id}-error`} role="alert">
          {shownError}
        </ErrorText>
      ) : null}
    </Root>
  );
}
