import type { Story } from '@ladle/react';
import { useState } from 'react';
import { UploadButton } from '../design-system/index';
import { Caption, Stack } from './layout';

/** Pick a .txt file of bet entries; its text is handed back. Other files are refused. */
export const Default: Story = () => {
  const [summary, setSummary] = useState('');
  return (
    <Stack gap={8}>
      <UploadButton onText={(text) => setSummary(`读取 ${text.length} 个字符`)} />
      {summary ? <Caption>{summary}</Caption> : null}
    </Stack>
  );
};

export const WithFile: Story = () => <UploadButton onText={() => {}} defaultFileName="五星单式.txt" />;

export const Error: Story = () => <UploadButton onText={() => {}} defaultFileName="号码.txt" error="第 3 注号码格式错误，整个文件未导入" />;

export const Disabled: Story = () => <UploadButton onText={() => {}} disabled />;
