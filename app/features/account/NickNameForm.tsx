import { Controller, useForm } from 'react-hook-form';
import { Button, Input, styled, toast } from '../../../design-system';
import { nickNameError, nickNameMessages } from '../../lib/account-rules';
import { call } from '../../lib/call';
import { errorText } from '../../lib/http';
import { refreshUserInfo, useUserInfo } from '../../stores/user-info';
import { userEndpoints } from '../../../contract/session';
import { fieldRules, formDefaults, inputProps } from '../../shared/form-rules';

const nickNameRules = fieldRules(userEndpoints.updateNickName.query.properties.nickName, {}, { validate: { nickName: nickNameError } });

const Form = styled('form', { display: 'flex', alignItems: 'flex-start', gap: '$3' });

/** Changes the nickname; the text rule is checked before sending, so the message shows at once. */
export function NickNameForm() {
  const user = useUserInfo();
  const { control, handleSubmit, setError, trigger, formState } = useForm({ ...formDefaults, defaultValues: { nickName: user?.nikeName ?? '' } });

  const submit = handleSubmit(async ({ nickName }) => {
    try {
      await call(userEndpoints.updateNickName, { nickName: nickName.trim() });
      toast.success(nickNameMessages.success);
      void refreshUserInfo();
    } catch (failure) {
      setError('nickName', { message: errorText(failure) });
    }
  });

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="nickName"
        rules={nickNameRules}
        render={(field) => (
          <Input
            aria-label="昵称"
            hint="1-12个字符"
            maxLength={64}
            {...inputProps(field)}
            onValueChange={(next) => {
              field.field.onChange(next);
              // Once a message shows, it follows what is typed.
              if (field.fieldState.error) void trigger('nickName');
            }}
          />
        )}
      />
      <Button size="1" type="submit" loading={formState.isSubmitting}>
        保存昵称
      </Button>
    </Form>
  );
}
