/** Administrators: writes a system message to every user, or to the one user named. */
import { useId, useState } from 'react';
import { ADMIN_MESSAGE_MAX, adminMessageProblem } from '../../../../contract/letters';
import { errorCodes } from '../../../../contract/primitives';
import { Button, Input, Modal, styled, toast } from '../../../../design-system';
import { errorText } from '../../../lib/http';
import { sendNotice } from './letters-api';

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

export function SendNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [content, setContent] = useState('');
  const [toUserName, setToUserName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const areaId = useId();
  const errorId = useId();
  const formId = useId();
  const chars = [...content.trim()].length;

  const submit = async () => {
    const problem = adminMessageProblem(content.trim());
    if (problem) return setError(errorCodes[problem].msg);
    setError(null);
    setSending(true);
    try {
      await sendNotice(content.trim(), toUserName.trim());
      toast.success('发送成功');
      setContent('');
      setToUserName('');
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setSending(false);
    }
  };

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
          <Button type="submit" form={formId} loading={sending}>
            发送
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Input label="收件用户名" placeholder="留空则发送给全体用户" value={toUserName} onValueChange={setToUserName} maxLength={64} block />
        <div>
          <Label htmlFor={areaId}>消息内容</Label>
          <Area
            id={areaId}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
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
