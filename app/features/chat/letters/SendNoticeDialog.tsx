/** Administrators: writes a system message to every user, or to the one user named. */
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ADMIN_MESSAGE_MAX, adminMessageProblem } from '../../../../contract/letters';
import { errorCodes } from '../../../../contract/primitives';
import { Button, Input, Modal, styled, toast } from '../../../../design-system';
import { errorText } from '../../../lib/http';
import { sendNotice } from './letters-api';
import { checkRules, formDefaults } from '../../../shared/form-rules';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Label = styled('label', { display: 'block', marginBottom: '$1', fontSize: '$2', color: '$text', fontWeight: '$medium' });
const Area = styled('textarea', {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '140px',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$2',
  backgroundColor: '$panel',
  color: '$text',
  fontFamily: 'inherit',
  fontSize: '$2',
  lineHeight: '$2',
  resize: 'vertical',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: '1px' },
  '&[aria-invalid="true"]': { borderColor: '$danger' },
});
const Meta = styled('div', { display: 'flex', justifyContent: 'space-between', fontSize: '$1', color: '$textMuted', '& [role="alert"]': { color: '$danger' } });

/** The letters rule of contract/letters.ts (length, hidden characters), its messages from the error table. */
const contentRules = checkRules(
  (content) => {
    const problem = adminMessageProblem(content);
    return problem ? errorCodes[problem].msg : null;
  },
  { trim: true },
);

export function SendNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { control, handleSubmit, setError, reset, formState } = useForm({ ...formDefaults, defaultValues: { content: '', toUserName: '' } });
  const content = useWatch({ control, name: 'content' });
  // One message under the text: its rule's, else the server's answer.
  const error = formState.errors.content?.message ?? formState.errors.root?.message;
  const areaId = useId();
  const errorId = useId();
  const formId = useId();
  const chars = [...content.trim()].length;

  const submit = handleSubmit(async ({ content, toUserName }) => {
    try {
      await sendNotice(content.trim(), toUserName.trim());
      toast.success('发送成功');
      reset();
      onClose();
    } catch (failure) {
      setError('root', { message: errorText(failure) });
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="发送系统消息"
      footer={
        <>
          <Button tone="neutral" ghost onClick={onClose}>
            取消
          </Button>
          <Button type="submit" form={formId} loading={formState.isSubmitting}>
            发送
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="toUserName"
          render={({ field }) => (
            <Input label="收件用户名" placeholder="留空则发送给全体用户" value={field.value} onValueChange={field.onChange} maxLength={64} block />
          )}
        />
        <div>
          <Label htmlFor={areaId}>消息内容</Label>
          <Controller
            control={control}
            name="content"
            rules={contentRules}
            render={({ field }) => (
              <Area
                id={areaId}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
            )}
          />
          <Meta>
            <span role="alert" id={errorId}>
              {error}
            </span>
            <span>
              {chars}/{ADMIN_MESSAGE_MAX}
            </span>
          </Meta>
        </div>
      </Form>
    </Modal>
  );
}
