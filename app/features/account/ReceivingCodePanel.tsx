import { useState } from 'react';
import { Controller, useForm, type RegisterOptions } from 'react-hook-form';
import { Button, FilePicker, QRCode, refuseUnless, toast } from '../../../design-system';
import { accountEndpoints, QR_IMAGE_MAX_BYTES, QR_IMAGE_TYPES, qrKindNames, type QrBinding, type QrKind } from '../../../contract/account';
import { errorCodes } from '../../../contract/primitives';
import { http } from '../../lib/http';
import { bindingMessages } from './binding-rules';
import { UnbindDialog } from './CoinWalletPanel';
import { Form, FormError, FormTitle, Note, Panel, Stack } from './panel-styles';
import { noSecrets, SecretFields, type Secrets } from './SecretFields';
import { formDefaults } from '../../shared/form-rules';
import { refreshBindings, useBindOverview, useReceivingCodes } from './use-bindings';
import { useSubmit } from './use-submit';

const refuseQrImage = refuseUnless({
  types: QR_IMAGE_TYPES,
  typeMessage: errorCodes.qrImageType.msg,
  maxBytes: QR_IMAGE_MAX_BYTES,
  sizeMessage: errorCodes.qrImageSize.msg,
});

interface ReceivingCodeValues extends Secrets {
  file: File | null;
}
/** Uploads a receiving-code image (multipart, which the endpoint declaration cannot carry); the server decodes its QR code. */
function uploadReceivingCode(input: { type: QrKind; payPassword: string; code?: string; file: File }): Promise<QrBinding> {
  const form = new FormData();
  form.append('type', input.type);
  form.append('payPassword', input.payPassword);
  if (input.code) form.append('code', input.code);
  form.append('file', input.file, input.file.name);
  return http.post<QrBinding>(accountEndpoints.bindAddressQrCode.path, form);
}

/** The image is not text, so its one rule is written here with the table's message. */
const fileRules: Pick<RegisterOptions<ReceivingCodeValues, 'file'>, 'validate'> = { validate: (file) => (file ? true : bindingMessages.imageRequired) };

/** The WeChat or Alipay receiving code: the bound one (redrawn from its decoded text) and the upload form that binds or replaces it. */
export function ReceivingCodePanel({ kind }: { kind: QrKind }) {
  const overview = useBindOverview();
  const codes = useReceivingCodes();
  const bound = codes.data?.[kind] ?? null;
  const askCode = overview.data?.twostepStatus.twostepBindAddress === 1;
  const { control, handleSubmit, setValue } = useForm<ReceivingCodeValues>({ ...formDefaults, defaultValues: { file: null, ...noSecrets } });
  const [removing, setRemoving] = useState(false);
  const { busy, formError, run } = useSubmit();
  const name = qrKindNames[kind];

  const submit = handleSubmit(
    ({ file, payPassword, code }) =>
      void run(async () => {
        await uploadReceivingCode({ type: kind, file: file!, payPassword: payPassword.replace(/\s/g, ''), code: askCode ? code : undefined });
        toast.success(`${name}收款码绑定成功`);
        setValue('payPassword', '');
        setValue('code', '');
        await refreshBindings();
      }),
  );

  return (
    <Panel aria-label={`${name}收款码`}>
      <Stack>
        {bound ? (
          <>
            <QRCode
              value={bound.address}
              size={180}
              label={`已绑定的${name}收款码`}
              caption={`绑定时间 ${bound.bindTime}，可提现时间 ${bound.available ? '可用' : bound.availableTime}`}
            />
            <div>
              <Button size="1" tone="neutral" onClick={() => setRemoving(true)}>
                解绑{name}收款码
              </Button>
            </div>
          </>
        ) : (
          <Note>
            尚未绑定{name}收款码。上传{name}中的个人收款码图片，系统识别二维码后完成绑定。
          </Note>
        )}
      </Stack>
      <Form noValidate aria-label={`绑定${name}收款码`} onSubmit={(event) => void submit(event)}>
        <FormTitle>{bound ? `更换${name}收款码` : `绑定${name}收款码`}</FormTitle>
        <Controller
          control={control}
          name="file"
          rules={fileRules}
          render={({ field, fieldState }) => (
            <FilePicker accept={QR_IMAGE_TYPES.join(',')} refuse={refuseQrImage} error={fieldState.error?.message} onFile={field.onChange}>
              选择收款码图片
            </FilePicker>
          )}
        />
        <Note>支持PNG、JPG格式，不超过1MB。</Note>
        <SecretFields control={control} askCode={askCode} />
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" loading={busy}>
          确认绑定
        </Button>
      </Form>
      {removing && bound ? <UnbindDialog target={`${name}收款码`} id={bound.id} askCode={askCode} onClose={() => setRemoving(false)} /> : null}
    </Panel>
  );
}
