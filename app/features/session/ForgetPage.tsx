import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { Button, Input, Select, Tabs, styled, toast } from '../../../design-system';
import { emptySlots, optionsFor, questionBank, validateSlots, type QuestionSlot, type SlotErrors } from '../../lib/account-rules';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages } from '../../lib/credential-rules';
import { checkRules, fieldRules, formDefaults, codeInputProps, inputProps } from '../../shared/form-rules';
import { NewPasswordFields } from './password-fields';
import { accountEndpoints, EMAIL_CODE_PATTERN, EMAIL_PATTERN } from '../../../contract/account';
import { errorCodes } from '../../../contract/primitives';
import { userEndpoints } from '../../../contract/session';

type Way = 'question' | 'email';
const ways = [
  { value: 'question', label: '安全问题找回' },
  { value: 'email', label: '邮箱找回' },
] as const;

type Step = 'name' | 'questions' | 'password';
const Steps = styled('ol', {
  display: 'flex',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '$2',
  color: '$textMuted',
  justifyContent: 'center',
});
const StepItem = styled('li', { variants: { current: { true: { color: '$brand', fontWeight: '$bold' } } } });
const Note = styled('p', { margin: 0, fontSize: '$1', color: '$textMuted' });
const stepLabels: Record<Step, string> = { name: '1. 输入用户名', questions: '2. 回答安全问题', password: '3. 设置新密码' };

/** /forget: by security questions, or by a code mailed to the account's verified e-mail. */
export function ForgetPage() {
  const [way, setWay] = useState<Way>('question');
  return (
    <AuthLayout title="找回密码">
      <Tabs label="找回方式" items={ways} value={way} onValueChange={(value) => setWay(value as Way)}>
        {way === 'question' ? <ByQuestions /> : <ByEmail />}
      </Tabs>
    </AuthLayout>
  );
}

interface QuestionValues {
  cn: string;
  slots: QuestionSlot[];
  password: string;
  confirm: string;
}

const userNameRequired = fieldRules<{ cn: string }>(
  userEndpoints.checkUserName.body.properties.cn,
  { required: credentialMessages.userNameRequired },
  { trim: true },
);

/** A slot's question or answer: the message lib/account-rules.ts's validateSlots gives that part of that slot. */
const slotRules = (index: number, part: keyof SlotErrors) =>
  checkRules<QuestionValues>((_, { slots }) => validateSlots(slots, 'verify')?.[index]?.[part] ?? null);

function ByQuestions() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('name');
  const [mine, setMine] = useState<number[]>([]);
  const [token, setToken] = useState('');
  const { control, handleSubmit, setError, setValue, formState } = useForm<QuestionValues>({
    ...formDefaults,
    defaultValues: { cn: '', slots: emptySlots('verify'), password: '', confirm: '' },
  });
  const slots = useWatch({ control, name: 'slots' });

  const submit = handleSubmit(async ({ cn, slots, password }) => {
    try {
      if (step === 'name') {
        const result = await call(userEndpoints.checkUserName, { cn: cn.trim() });
        setMine(result.questions);
        setValue('slots', emptySlots('verify'));
        setStep('questions');
      } else if (step === 'questions') {
        // Two answered questions, comma-joined.
        const result = await call(userEndpoints.resetPasswordQuestion, {
          cn: cn.trim(),
          question: slots.map((s) => s.question).join(','),
          answer: slots.map((s) => s.answer.trim()).join(','),
        });
        setToken(result.token);
        setStep('password');
      } else {
        await call(userEndpoints.resetLoginPassword, { cn: cn.trim(), token, password });
        toast.success('密码已重置，请使用新密码登录');
        navigate(routes.login);
      }
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });
  const formError = formState.errors.root?.message;

  const pool = questionBank.filter((q) => mine.includes(q.id));
  return (
    <>
      <Steps>
        {(Object.keys(stepLabels) as Step[]).map((s) => (
          <StepItem key={s} current={s === step} aria-current={s === step ? 'step' : undefined}>
            {stepLabels[s]}
          </StepItem>
        ))}
      </Steps>
      <AuthForm noValidate onSubmit={(event) => void submit(event)}>
        {step === 'name' ? (
          <Controller
            control={control}
            name="cn"
            rules={userNameRequired}
            render={(field) => <Input label="用户名" block size="3" autoComplete="username" {...inputProps(field)} />}
          />
        ) : null}
        {step === 'questions'
          ? slots.map((_, index) => (
              <div key={index}>
                <Controller
                  control={control}
                  name={`slots.${index}.question`}
                  rules={slotRules(index, 'question')}
                  render={({ field, fieldState }) => (
                    <Select
                      label={`安全问题${index + 1}`}
                      placeholder="请选择"
                      block
                      options={optionsFor(index, slots, pool).map((q) => ({ value: String(q.id), label: q.text }))}
                      value={field.value ? String(field.value) : undefined}
                      onValueChange={(value) => field.onChange(Number(value))}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`slots.${index}.answer`}
                  rules={slotRules(index, 'answer')}
                  render={(field) => <Input label={`答案${index + 1}`} block autoComplete="off" {...inputProps(field)} />}
                />
              </div>
            ))
          : null}
        {step === 'password' ? (
          <>
            <NewPasswordFields control={control} label="新密码" confirmLabel="确认新密码" />
          </>
        ) : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={formState.isSubmitting}>
          {step === 'password' ? '重置密码' : '下一步'}
        </Button>
        <Note>未设置安全问题或忘记答案？可使用已绑定的邮箱找回，或联系在线客服。</Note>
        <FormLinks>
          <Link href={routes.login}>返回登录</Link>
        </FormLinks>
      </AuthForm>
    </>
  );
}

const emailMessages = {
  emailRequired: '请输入绑定的邮箱地址',
  emailFormat: errorCodes.badEmail.msg,
  codeRequired: '请输入6位验证码',
  sent: '如果该账号已绑定此邮箱，验证码已发送，10分钟内有效',
} as const;

const emailRules = {
  email: fieldRules(
    accountEndpoints.resetPasswordByEmail.body.properties.email,
    { required: emailMessages.emailRequired },
    { trim: true, validate: { format: (email) => (EMAIL_PATTERN.test(email) ? null : emailMessages.emailFormat) } },
  ),
  code: checkRules((code) => (EMAIL_CODE_PATTERN.test(code) ? null : emailMessages.codeRequired)),
};

/** Name and e-mail first (the answer never tells whether they match an account), then the mailed code with the new password. */
function ByEmail() {
  const [, navigate] = useLocation();
  const [sent, setSent] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm({
    ...formDefaults,
    defaultValues: { cn: '', email: '', code: '', password: '', confirm: '' },
  });

  const submit = handleSubmit(async ({ cn, email, code, password }) => {
    try {
      if (!sent) {
        await call(accountEndpoints.resetPasswordByEmail, { cn: cn.trim(), email: email.trim() });
        setSent(true);
      } else {
        await call(accountEndpoints.resetPassword, { cn: cn.trim(), code, password });
        toast.success('密码已重置，请使用新密码登录');
        navigate(routes.login);
      }
    } catch (error) {
      setError('root', { message: errorText(error) });
    }
  });
  const formError = formState.errors.root?.message;

  return (
    <AuthForm noValidate aria-label="邮箱找回" onSubmit={(event) => void submit(event)}>
      {sent ? (
        <>
          <Note role="status">{emailMessages.sent}</Note>
          <Controller
            control={control}
            name="code"
            rules={emailRules.code}
            render={(field) => <Input label="邮箱验证码" block size="3" {...codeInputProps(field)} />}
          />
          <NewPasswordFields control={control} label="新密码" confirmLabel="确认新密码" />
        </>
      ) : (
        <>
          <Controller
            control={control}
            name="cn"
            rules={userNameRequired}
            render={(field) => <Input label="用户名" block size="3" autoComplete="username" {...inputProps(field)} />}
          />
          <Controller
            control={control}
            name="email"
            rules={emailRules.email}
            render={(field) => <Input label="绑定的邮箱" block size="3" type="email" autoComplete="email" {...inputProps(field)} />}
          />
        </>
      )}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" size="3" block loading={formState.isSubmitting}>
        {sent ? '重置密码' : '发送验证码'}
      </Button>
      {sent ? (
        <Button tone="neutral" block onClick={() => setSent(false)}>
          重新发送验证码
        </Button>
      ) : null}
      <FormLinks>
        <Link href={routes.login}>返回登录</Link>
      </FormLinks>
    </AuthForm>
  );
}
