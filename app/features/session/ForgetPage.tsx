import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, Input, PasswordInput, Select, Tabs, styled, toast } from '../../../design-system';
import { emptySlots, optionsFor, questionBank, validateSlots, type QuestionSlot, type SlotErrors } from '../../lib/account-rules';
import { errorText } from '../../lib/http';
import { routes } from '../../lib/paths';
import { checkUserName } from './api/check-user-name';
import { resetLoginPassword } from './api/reset-login-password';
import { resetPasswordQuestion } from './api/reset-password-question';
import { resetPassword, resetPasswordByEmail } from './api/reset-password-by-email';
import { AuthForm, AuthLayout, FormError, FormLinks } from './AuthLayout';
import { credentialMessages, newPasswordError } from '../../lib/credential-rules';
import { EMAIL_CODE_PATTERN, EMAIL_PATTERN } from '../../../contract/account';
import { errorCodes } from '../../../contract/primitives';

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

function ByQuestions() {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<Step>('name');
  const [cn, setCn] = useState('');
  const [mine, setMine] = useState<number[]>([]);
  const [slots, setSlots] = useState<QuestionSlot[]>(emptySlots('verify'));
  const [slotErrors, setSlotErrors] = useState<SlotErrors[]>([]);
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ cn?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submitName = () => {
    if (cn.trim() === '') {
      setFieldError({ cn: credentialMessages.userNameRequired });
      return;
    }
    setFieldError({});
    void run(async () => {
      const result = await checkUserName(cn.trim());
      setMine(result.questions);
      setSlots(emptySlots('verify'));
      setStep('questions');
    });
  };

  const submitAnswers = () => {
    const invalid = validateSlots(slots, 'verify');
    setSlotErrors(invalid ?? []);
    if (invalid) return;
    void run(async () => {
      const result = await resetPasswordQuestion(
        cn.trim(),
        slots.map((s) => s.question),
        slots.map((s) => s.answer.trim()),
      );
      setToken(result.token);
      setStep('password');
    });
  };

  const submitPassword = () => {
    const next: typeof fieldError = {};
    next.password = newPasswordError(password) ?? undefined;
    if (!next.password && confirm !== password) next.confirm = credentialMessages.mismatch;
    setFieldError(next);
    if (next.password || next.confirm) return;
    void run(async () => {
      await resetLoginPassword({ cn: cn.trim(), token, password });
      toast.success('密码已重置，请使用新密码登录');
      navigate(routes.login);
    });
  };

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
      <AuthForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'name') submitName();
          else if (step === 'questions') submitAnswers();
          else submitPassword();
        }}
      >
        {step === 'name' ? <Input label="用户名" block size="3" autoComplete="username" value={cn} onValueChange={setCn} error={fieldError.cn} /> : null}
        {step === 'questions'
          ? slots.map((slot, index) => (
              <div key={index}>
                <Select
                  label={`安全问题${index + 1}`}
                  placeholder="请选择"
                  block
                  options={optionsFor(index, slots, pool).map((q) => ({ value: String(q.id), label: q.text }))}
                  value={slot.question ? String(slot.question) : undefined}
                  onValueChange={(value) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, question: Number(value) } : s)))}
                  error={slotErrors[index]?.question}
                />
                <Input
                  label={`答案${index + 1}`}
                  block
                  autoComplete="off"
                  value={slot.answer}
                  onValueChange={(answer) => setSlots((all) => all.map((s, i) => (i === index ? { ...s, answer } : s)))}
                  error={slotErrors[index]?.answer}
                />
              </div>
            ))
          : null}
        {step === 'password' ? (
          <>
            <PasswordInput
              label="新密码"
              hint="6-20位，须同时包含字母和数字"
              block
              size="3"
              autoComplete="new-password"
              value={password}
              onValueChange={setPassword}
              error={fieldError.password}
            />
            <PasswordInput
              label="确认新密码"
              block
              size="3"
              autoComplete="new-password"
              value={confirm}
              onValueChange={setConfirm}
              error={fieldError.confirm}
            />
          </>
        ) : null}
        {formError ? <FormError role="alert">{formError}</FormError> : null}
        <Button type="submit" size="3" block loading={busy}>
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

/** Name and e-mail first (the answer never tells whether they match an account), then the mailed code with the new password. */
function ByEmail() {
  const [, navigate] = useLocation();
  const [sent, setSent] = useState(false);
  const [cn, setCn] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldError, setFieldError] = useState<{ cn?: string; email?: string; code?: string; password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setFormError(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () => {
    const next: typeof fieldError = {};
    if (cn.trim() === '') next.cn = credentialMessages.userNameRequired;
    if (email.trim() === '') next.email = emailMessages.emailRequired;
    else if (!EMAIL_PATTERN.test(email.trim())) next.email = emailMessages.emailFormat;
    setFieldError(next);
    if (next.cn || next.email) return;
    void run(async () => {
      await resetPasswordByEmail({ cn: cn.trim(), email: email.trim() });
      setSent(true);
    });
  };

  const submitPassword = () => {
    const next: typeof fieldError = {};
    if (!EMAIL_CODE_PATTERN.test(code)) next.code = emailMessages.codeRequired;
    next.password = newPasswordError(password) ?? undefined;
    if (!next.password && confirm !== password) next.confirm = credentialMessages.mismatch;
    setFieldError(next);
    if (next.code || next.password || next.confirm) return;
    void run(async () => {
      await resetPassword({ cn: cn.trim(), code, password });
      toast.success('密码已重置，请使用新密码登录');
      navigate(routes.login);
    });
  };

  return (
    <AuthForm
      noValidate
      aria-label="邮箱找回"
      onSubmit={(event) => {
        event.preventDefault();
        if (sent) submitPassword();
        else requestCode();
      }}
    >
      {sent ? (
        <>
          <Note role="status">{emailMessages.sent}</Note>
          <Input
            label="邮箱验证码"
            block
            size="3"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
            error={fieldError.code}
          />
          <PasswordInput
            label="新密码"
            hint="6-20位，须同时包含字母和数字"
            block
            size="3"
            autoComplete="new-password"
            value={password}
            onValueChange={setPassword}
            error={fieldError.password}
          />
          <PasswordInput label="确认新密码" block size="3" autoComplete="new-password" value={confirm} onValueChange={setConfirm} error={fieldError.confirm} />
        </>
      ) : (
        <>
          <Input label="用户名" block size="3" autoComplete="username" value={cn} onValueChange={setCn} error={fieldError.cn} />
          <Input label="绑定的邮箱" block size="3" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={fieldError.email} />
        </>
      )}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" size="3" block loading={busy}>
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
