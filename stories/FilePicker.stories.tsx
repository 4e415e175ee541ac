import type { Story } from '@ladle/react';
import { useState } from 'react';
import { FilePicker, refuseUnless } from '../design-system/index';
import { Caption, Stack } from './layout';

const imageTypes = ['image/png', 'image/jpeg'];
const imageProps = {
  accept: imageTypes.join(','),
  refuse: refuseUnless({ types: imageTypes, typeMessage: '仅支持PNG或JPG格式的图片', maxBytes: 1024 * 1024, sizeMessage: '图片大小不能超过1MB' }),
};

/** Pick a PNG or JPEG image (a receiving code to upload); another type or a file over 1 MB is refused. */
export const Default: Story = () => {
  const [summary, setSummary] = useState('');
  return (
    <Stack gap={8}>
      <FilePicker {...imageProps} onFile={(file) => setSummary(`已选择 ${file.name}`)}>
        选择收款码图片
      </FilePicker>
      {summary ? <Caption>{summary}</Caption> : null}
    </Stack>
  );
};

export const WithFile: Story = () => (
  <FilePicker {...imageProps} onFile={() => {}} defaultFileName="微信收款码.png">
    选择收款码图片
  </FilePicker>
);

export const Error: Story = () => (
  <FilePicker {...imageProps} onFile={() => {}} defaultFileName="截图.png" error="未能识别图片中的二维码，请上传清晰的收款码图片">
    选择收款码图片
  </FilePicker>
);

export const Disabled: Story = () => (
  <FilePicker {...imageProps} onFile={() => {}} disabled>
    选择收款码图片
  </FilePicker>
);
