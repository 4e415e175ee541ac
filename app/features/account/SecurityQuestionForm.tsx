import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button, Input, Modal, Select, Spinner, styled, toast } from '../../../design-system';
import { userEndpoints } from '../../../contract/session';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { currentUser, refreshUserInfo } from '../../stores/user-info';
import { closeSecurityQuestionDialog } from './account-store';
import { checkRules, formDefaults, inputProps } from '../../shared/form-rules';
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

interface SecurityValues {
  slots: QuestionSlot[];
}

/** A slot's question or answer: the message lib/account-rules.ts's validateSlots gives that part of that slot. */
const slotRule = (index: number, part: keyof SlotErrors, mode: SecurityMode) =>
  checkRules<SecurityValues>((_, { slots }) => validateSlots(slots, mode)?.[index]?.[part] ?? null);

/** The dialog's form (a chunk of its own, with the form library, loaded once the shell is up). */
export function SecurityQuestionForm() {
  const [loading, setLoading] = useState(true);
  const [mode, setMode] = useState<SecurityMode>('set');
  const [pool, setPool] = useState<readonly BankQuestion[]>(questionBank);
  const { control, handleSubmit, setError, clearErrors, reset, formState } = useForm<SecurityValues>({
    ...formDefaults,
    defaultValues: { slots: emptySlots('set') },
  });
  const slots = useWatch({ control, name: 'slots' });
  const formError = formState.errors.root?.message;
  const [old, setOld] = useState<{ question: string; answer: string } | null>(null);

  useEffect(() => {
    let live = true;
    call(userEndpoints.securityQuestionBank)
      .then((list) => {
        if (!live) return;
        const bank = list.bank.length ? list.bank : questionBank;
        if (list.mine.length > 0) {
          setMode('verify');
          setPool(bank.filter((q) => list.mine.includes(q.id)));
          reset({ slots: emptySlots('verify') });
        } else {
          setPool(bank);
        }
      })
      .catch((error: unknown) => live && setError('root', { message: errorText(error) }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [reset, setError]);

  /** A change to a slot clears that slot's messages (the others stay until the next submit). */
  const clearSlot = (index: number) => clearErrors([`slots.${index}.question`, `slots.${index}.answer`]);

  const submit = handleSubmit(async ({ slots }) => {
    try {
      const joined = joinSlots(slots);
      if (mode === 'verify') {
        await call(userEndpoints.oldSecurityQuestionCheck, joined);
        setOld(joined);
        setMode('set');
        setPool(questionBank);
        reset({ slots: emptySlots('set') });
        toast.success(securityMessages.verified);
      } else {
        await call(userEndpoints.securityQuestion, {
          cn: currentUser()?.cn,
          action: 'commit',
          ...joined,
          ...(old ? { oldQuestion: old.question, oldAnswer: old.answer, commitType: 1 as const } : {}),
        });
        toast.success(securityMessages.success);
        void refreshUserInfo();
        closeSecurityQuestionDialog();
      }
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });

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
          <Button type="submit" form="security-question-form" loading={formState.isSubmitting} disabled={loading}>
            {mode === 'verify' ? '下一步' : '确认提交'}
          </Button>
        </>
      }
    >
      {loading ? (
        <Spinner label="加载中" showLabel />
      ) : (
        <Form id="security-question-form" noValidate onSubmit={(event) => void submit(event)}>
          <Lead>{mode === 'verify' ? '请先回答您已设置的任意两个安全问题。' : '请选择三个不同的安全问题并填写答案（4-20个字符，一个汉字计2个字符）。'}</Lead>
          {slots.map((_, index) => (
            <Row key={`${mode}-${index}`}>
              <Controller
                control={control}
                name={`slots.${index}.question`}
                rules={slotRule(index, 'question', mode)}
                render={({ field, fieldState }) => (
                  <Select
                    label={`安全问题${index + 1}`}
                    placeholder="请选择"
                    block
                    options={optionsFor(index, slots, pool).map((q) => ({ value: String(q.id), label: q.text }))}
                    value={field.value ? String(field.value) : undefined}
                    onValueChange={(value) => {
                      field.onChange(Number(value));
                      clearSlot(index);
                    }}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name={`slots.${index}.answer`}
                rules={slotRule(index, 'answer', mode)}
                render={(field) => (
                  <Input
                    label={`答案${index + 1}`}
                    block
                    maxLength={40}
                    autoComplete="off"
                    {...inputProps(field)}
                    onValueChange={(answer) => {
                      field.field.onChange(answer);
                      clearSlot(index);
                    }}
                  />
                )}
              />
            </Row>
          ))}
          {formError ? <FormError role="alert">{formError}</FormError> : null}
        </Form>
      )}
    </Modal>
  );
}
