import type { ReactNode } from 'react';
import type { ButtonProps } from './Button';
import { FilePicker, type FileRefusal } from './FilePicker';

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

const refuseText =
  (maxBytes: number): FileRefusal =>
  (file) =>
    !textType.test(file.type) && !textExtension.test(file.name)
      ? '仅支持文本文件（.txt）'
      : file.size > maxBytes
        ? `文件过大，最大 ${Math.round(maxBytes / 1024)} KB`
        : undefined;

/** Picks a text file (bet entries to import), reads it and hands back its text; rejects other files in Chinese. */
export function UploadButton({ children = '导入文件', onText, accept = '.txt,.csv,text/plain', maxBytes = 2 * 1024 * 1024, ...rest }: UploadButtonProps) {
  return (
    <FilePicker accept={accept} refuse={refuseText(maxBytes)} onFile={async (file) => onText(await file.text(), file)} {...rest}>
      {children}
    </FilePicker>
  );
}
