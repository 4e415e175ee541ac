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

export interface UploadButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  children?: ReactNode;
  /** Called with the file's text once it is read. */
  onText: (text: string, file: File) => void;
  /** Accepted types (the file picker filter). Text files by default. */
  accept?: string;
  /** Largest file in bytes; 2 MB by default. */
  maxBytes?: number;
  /** An error from the caller (e.g. the entries in the file are invalid). */
  error?: ReactNode;
  /** The chosen file's name (stories, or to show a previous choice). */
  defaultFileName?: string;
}

const textType = /^text\/|^$/;
const textExtension = /\.(txt|csv)$/i;

/** Picks a text file (bet entries to import), reads it and hands back its text; rejects other files in Chinese. */
export function UploadButton({
  children = '导入文件',
  onText,
  accept = '.txt,.csv,text/plain',
  maxBytes = 2 * 1024 * 1024,
  error,
  defaultFileName,
  tone = 'neutral',
  disabled,
  ...rest
}: UploadButtonProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState(defaultFileName);
  const [reading, setReading] = useState(false);
  const [ownError, setOwnError] = useState<string>();
  const shownError = ownError ?? error;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setOwnError(undefined);
    if (!textType.test(file.type) && !textExtension.test(file.name)) {
      setOwnError('仅支持文本文件（.txt）');
      return;
    }
    if (file.size > maxBytes) {
      setOwnError(`文件过大，最大 ${Math.round(maxBytes / 1024)} KB`);
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      setFileName(file.name);
      onText(text, file);
    } catch {
      setOwnError('文件读取失败');
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
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
          onChange={(event) => onFile(event.target.files?.[0])}
        />
        <Button
          tone={tone}
          loading={reading}
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
