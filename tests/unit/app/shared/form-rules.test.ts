import { Type } from '@sinclair/typebox';
import { createFormControl, type FieldValues, type RegisterOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Type as ClientType } from '../../../../app/lib/schema-builders';
import { checkRules, codeInputProps, fieldRules, formDefaults, partOfCheck } from '../../../../app/shared/form-rules';
import { Decimal, Flag } from '../../../../contract/endpoint';
import { accountEndpoints } from '../../../../contract/account';
import { LoginRequest } from '../../../../contract/session';

/** Submits values through react-hook-form itself (no React) and returns each field's message. */
async function submit<T extends FieldValues>(values: T, rules: { [K in keyof T]?: RegisterOptions<T> }) {
  const form = createFormControl<T>({ ...formDefaults, defaultValues: values as never });
  for (const name of Object.keys(rules)) form.register(name as never, rules[name] as never);
  let messages: Record<string, string | undefined> | 'sent' = 'sent';
  await form.handleSubmit(
    () => undefined,
    (errors) => {
      messages = Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error?.message as string | undefined]));
    },
  )();
  return messages;
}

describe('fieldRules: rules from a contract schema, messages from a table', () => {
  it('asks for a value, trimmed when the form sends it trimmed', async () => {
    const rules = { cn: fieldRules(LoginRequest.properties.cn, { required: '请输入用户名' }, { trim: true }) };
    expect(await submit({ cn: '   ' }, rules)).toEqual({ cn: '请输入用户名' });
    expect(await submit({ cn: ' abc ' }, rules)).toBe('sent');
  });

  it("checks the schema's own bounds with the table's message, the same with TypeBox and the client's stand-in", async () => {
    for (const schema of [Type.String({ minLength: 2, maxLength: 20 }), ClientType.String({ minLength: 2, maxLength: 20 })]) {
      const rules = { name: fieldRules(schema, { required: '必填', minLength: '太短', maxLength: '太长' }) };
      expect(await submit({ name: '' }, rules)).toEqual({ name: '必填' });
      expect(await submit({ name: 'a' }, rules)).toEqual({ name: '太短' });
      expect(await submit({ name: 'a'.repeat(21) }, rules)).toEqual({ name: '太长' });
      expect(await submit({ name: 'a'.repeat(20) }, rules)).toBe('sent');
    }
  });

  it('checks a pattern, a range and a set of allowed values', async () => {
    const amount = fieldRules(Decimal, { pattern: '金额格式不正确' });
    expect(await submit({ amount: '12.5x' }, { amount })).toEqual({ amount: '金额格式不正确' });
    expect(await submit({ amount: '12.50' }, { amount })).toBe('sent');

    const count = fieldRules(ClientType.Integer({ minimum: 1, maximum: 100 }), { minimum: '至少1个', maximum: '最多100个' });
    expect(await submit({ count: '0' }, { count })).toEqual({ count: '至少1个' });
    expect(await submit({ count: '101' }, { count })).toEqual({ count: '最多100个' });
    expect(await submit({ count: '100' }, { count })).toBe('sent');

    const flag = fieldRules(Flag, { oneOf: '请选择' });
    expect(await submit({ flag: '2' }, { flag })).toEqual({ flag: '请选择' });
    expect(await submit({ flag: '1' }, { flag })).toBe('sent');
  });

  it('leaves an empty optional field alone', async () => {
    const rules = { amount: fieldRules(Decimal, { pattern: '金额格式不正确' }) };
    expect(await submit({ amount: '' }, rules)).toBe('sent');
  });

  it('throws for a message whose constraint the schema does not have', () => {
    const fundPassword = accountEndpoints.bindEmail.body.properties.payPassword;
    expect(() => fieldRules(fundPassword, { maxLength: '太长' })).not.toThrow();
    expect(() => fieldRules(fundPassword, { pattern: '格式不正确' })).toThrow(/pattern/);
  });

  it('runs rule functions after the schema, with every value, the first failure shown', async () => {
    const mismatch = (value: string, values: { password: string }) => (value === values.password ? null : '两次输入的密码不一致');
    const rules = {
      password: fieldRules<{ password: string; confirm: string }>(Type.String({ minLength: 2, maxLength: 20 }), { required: '请输入密码' }),
      confirm: fieldRules<{ password: string; confirm: string }>(
        Type.String({ minLength: 2, maxLength: 20 }),
        { maxLength: '太长' },
        { validate: { mismatch } },
      ),
    };
    expect(await submit({ password: 'abc123', confirm: 'abc124' }, rules)).toEqual({ confirm: '两次输入的密码不一致' });
    expect(await submit({ password: 'abc123', confirm: 'x'.repeat(21) }, rules)).toEqual({ confirm: '太长' });
    expect(await submit({ password: '', confirm: '' }, rules)).toEqual({ password: '请输入密码' });
    expect(await submit({ password: 'abc123', confirm: 'abc123' }, rules)).toBe('sent');
  });

  it('checkRules wraps one rule function', async () => {
    const rules = { code: checkRules((value) => (/^\d{6}$/.test(value) ? null : '请输入6位验证码'), { trim: true }) };
    expect(await submit({ code: '12345' }, rules)).toEqual({ code: '请输入6位验证码' });
    expect(await submit({ code: ' 123456 ' }, rules)).toBe('sent');
  });

  it('partOfCheck shows each field its part of a whole-form check', async () => {
    const checkAll = ({ low, high }: { low: string; high: string }) => (Number(low) <= Number(high) ? {} : { low: '下限过大', high: undefined });
    const rules = { low: partOfCheck(checkAll, 'low'), high: partOfCheck(checkAll, 'high') };
    expect(await submit({ low: '5', high: '3' }, rules)).toEqual({ low: '下限过大' });
    expect(await submit({ low: '3', high: '5' }, rules)).toBe('sent');
  });

  it('codeInputProps keeps only the digits typed into a six-digit code field, and asks for the numeric keyboard and one-time-code fill', () => {
    const changes: string[] = [];
    const props = codeInputProps({
      field: { name: 'code', value: '', onChange: (value: string) => changes.push(value), onBlur: () => undefined, ref: () => undefined, disabled: false },
      fieldState: { invalid: false, isTouched: false, isDirty: false, isValidating: false, error: { type: 'validate', message: '请输入6位验证码' } },
    });
    props.onValueChange(' 12a3-45 6 ');
    expect(changes).toEqual(['123456']);
    expect(props).toMatchObject({ inputMode: 'numeric', maxLength: 6, autoComplete: 'one-time-code', error: '请输入6位验证码' });
  });
});
