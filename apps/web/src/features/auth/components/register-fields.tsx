/** The sign-up inputs of spec §2 Register screen, as one controlled group. */
import { type RegisterForm, SIGNUP_ROLE_OPTIONS } from '@firebreak/shared';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REGISTER_STRINGS as S } from '../strings';
import { PasswordField } from './password-field';

export type RegisterValues = Required<RegisterForm>;

type RegisterFieldsProps = {
  values: RegisterValues;
  onChange: (patch: Partial<RegisterValues>) => void;
  disabled: boolean;
};

export function RegisterFields({ values, onChange, disabled }: RegisterFieldsProps) {
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phone') => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
    disabled,
    fullWidth: true,
    margin: 'normal' as const,
  });

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2}>
        <TextField label={S.firstName} autoComplete="given-name" autoFocus {...text('firstName')} />
        <TextField label={S.lastName} autoComplete="family-name" {...text('lastName')} />
      </Stack>
      <TextField label={S.email} type="email" autoComplete="email" {...text('email')} />
      <TextField label={S.phone} type="tel" autoComplete="tel" {...text('phone')} />
      <TextField
        select
        label={S.role}
        name="role"
        value={values.role}
        onChange={(event) => onChange({ role: event.target.value })}
        disabled={disabled}
        fullWidth
        margin="normal"
      >
        {SIGNUP_ROLE_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <PasswordField
        label={S.password}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => onChange({ password })}
        disabled={disabled}
        showLabel={S.showPassword}
        hideLabel={S.hidePassword}
      />
      <PasswordField
        label={S.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => onChange({ confirmPassword })}
        disabled={disabled}
        showLabel={S.showConfirmPassword}
        hideLabel={S.hideConfirmPassword}
      />
    </>
  );
}
