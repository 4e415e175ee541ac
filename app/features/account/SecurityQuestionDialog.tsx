import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button, Input, Modal, Select, Spinner, styled, toast } from '../../../design-system';
import { errorText } from '../../lib/http';
import { refreshUser, sessionState } from '../../stores/session-store';
import { checkOldSecurityQuestions } from './api/check-old-security-questions';
import { getSecurityQuestions } from './api/get-security-questions';
import { saveSecurityQuestions } from './api/save-security-questions';
import { accountDialogState, closeSecurityQuestionDialog } from './account-store';
import {
  emptySlots,
  joinSlots,
  optionsFor,
  questionBank,
  securityMessages,
  validateSlots,
  type BankQuestion,
  type QuestionSlot,
  type SecurityMode,
  type SlotErrors,
} from '../../lib/account-rules';

const Form = styled('form', { display: 'flex', flexDirection: 'column', gap: '$4' });
const Row = styled('div', { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$3', alignItems: 'start' });
const Lead = styled('p', { margin: 0, color: '$textMuted', fontSize: '$2' });
const FormError = styled('p', { margin: 0, color: '$danger', fontSize: '$2' });

/** The security-question dialog (538 px): verify 2 existing answers first when questions are set, then set 3. */
export function SecurityQuestionDialog() {
  const { securityQuestion: open } = useSnapshot(accountDialogState);
  return open ? <SecurityQuestionForm /> : null;
}

function SecurityQuestionForm() {
  const [loading, setLoading] = useState(true);
  const [mode, setMode] = useState<SecurityMode>('set');
  const [pool, setPool] = useState<readonly BankQuestion[]>(questionBank);
  const [slots, setSlots] = useState<QuestionSlot[]>(emptySlots('set'));
  const [errors, setErrors] = useState<SlotErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [old, setOld] = useState<{ question: string; answer: string } | null>(null);

  useEffect(() => {
    let live = true;
    getSecurityQuestions()
      .then((list) => {
        if (!live) return;
        const bank = list.bank.length ? list.bank : questionBank;
        if (list.mine.length > 0) {
          setMode('verify');
          setPool(bank.filter((q) => list.mine.includes(q.id)));
          setSlots(emptySlots('verify'));
        } else {
          setPool(bank);
        }
      })
      .catch((error: unknown) => live && setFormError(errorText(error)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, []);

  const update = (index: number, patch: Partial<QuestionSlot>) => {
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
    setErrors((current) => current.map((e, i) => (i === index ? {} : e)));
  };

  const submit = async () => {
    setFormError(null);
    const invalid = validateSlots(slots, mode);
    if (invalid) {
      setErrors(invalid);
      return;
    }
    setErrors([]);
    setSubmitting(true);
    try {
      const joined = joinSlots(slots);
      if (mode === 'verify') {
        await checkOldSecurityQuestions(joined);
        setOld(joined);
        setMode('set');
        setPool(questionBank);
        setSlots(emptySlots('set'));
        toast.success(securityMessages.verified);
      } else {
        await saveSecurityQuestions({
          cn: sessionState.user?.cn,
          action: 'commit',
          ...joined,
          ...(old ? { oldQuestion: old.question, oldAnswer: old.answer, commitType: 1 as const } : {}),
        });
        toast.success(securityMessages.success);
        void refreshUser();
        closeSecurityQuestionDialog();
      }
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setSubmitting(false);
    }
  };

  const title = mode === 'verify' ? '验证安全问题' : old ? '修改安全问题' : '设置安全问题';
  return (
    <Modal
      open
      width="security"
      title={title}
      onClose={closeSecurityQuestionDialog}
      footer={
        <>
          <Button tone="neutral" onClick={closeSecurityQuestionDialog}>
            取消
          </Button>
          <Button type="submit" form="security-question-form" loading={submitting} disabled={loading}>
            {mode === 'verify' ? '下一步' : '确认提交'}
          </Button>
        </>
      }
    >
      {loading ? (
        <Spinner label="加载中" showLabel />
      ) : (
        <Form
          id="security-question-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Lead>{mode === 'verify' ? '请先回答您已设置的任意两个安全问题。' : '请选择三个不同的安全问题并填写答案（4-20个字符，一个汉字计2个字符）。'}</Lead>
          {slots.map((slot, index) => (
            <Row key={`${mode}-${index}`}>
              <Select
                label={`安全问题${index + 1}`}
                placeholder="请选择"
                block
                options={optionsFor(index, slots, pool).map((q) => ({ value: String(q.id), label: q.text }))}
                value={slot.question ? String(slot.question) : undefined}
                onValueChange={(value) => update(index, { question: Number(value) })}
                error={errors[index]?.question}
              />
              <Input
                label={`答案${index + 1}`}
                block
                value={slot.answer}
                maxLength={40}
                autoComplete="off"
                onValueChange={(answer) => update(index, { answer })}
                error={errors[index]?.answer}
              />
            </Row>
          ))}
          {formError ? <FormError role="alert">{formError}</FormError> : null}
        </Form>
      )}
    </Modal>
  );
}
