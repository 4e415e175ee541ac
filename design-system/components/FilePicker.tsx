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

export interface FilePickerProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading'> {
  children?: ReactNode;
  /** Called with the chosen file once it passed the type and size checks. */
  onFile: (file: File) => void;
  /** Accepted MIME types (also the picker's filter). */
  types: readonly string[];
  /** The message for a file of another type. */
  typeMessage: string;
  /** Largest file in bytes, and the message for a larger one. */
  maxBytes: number;
  sizeMessage: string;
  /** An error from the caller (e.g. the server could not read the file). */
  error?: ReactNode;
  /** The chosen file's name (stories, or to show a previous choice). */
  defaultFileName?: string;
}

/** Picks one file (an image to upload) and hands it back unread; refuses another type or a too large file with the caller's messages. */
export function FilePicker({ children = '选择文件', onFile, types, typeMessage, maxBytes, sizeMessage, error, defaultFileName, tone = 'neutral', disabled, ...rest }: FilePickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState(defaultFileName);
  const [ownError, setOwnError] = useState<string>();
  const shownError = ownError ?? error;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setOwnError(undefined);
    if (!types.includes(file.type)) setOwnError(typeMessage);
    else if (file.size > maxBytes) setOwnError(sizeMessage);
    else {
      setFileName(file.name);
      onFile(file);
    }
  };

  return (
    <Root>
      <Row>
        <HiddenFile
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={types.join(',')}
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          data-file-picker=""
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button
          tone={tone}
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
