import {
  ACCOUNT_MESSAGES,
  isBlankPassword,
  isPhoneNumber,
  PHONE_RULE_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_MESSAGES,
} from '@apostille/domain';
import * as yup from 'yup';

export interface SignInValues {
  email: string;
  password: string;
}

export interface CreateAccountValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export const SIGN_IN_INITIAL: SignInValues = { email: '', password: '' };
export const CREATE_ACCOUNT_INITIAL: CreateAccountValues = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

export const signInSchema = yup.object({
  email: yup.string().trim().email(ACCOUNT_MESSAGES.validEmailRequired).required(ACCOUNT_MESSAGES.validEmailRequired),
  password: yup.string().required(ACCOUNT_MESSAGES.passwordRequired),
});

/** A password being chosen, twice: at least 8 characters (not only spaces), both the same. */
const newPasswordFields = {
  password: yup
    .string()
    .required(REGISTRATION_MESSAGES.passwordTooShort)
    .min(PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES.passwordTooShort)
    .test('not-blank', ACCOUNT_MESSAGES.passwordBlank, (value) => value === undefined || !isBlankPassword(value))
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong),
  confirmPassword: yup
    .string()
    // An empty confirmation asks for it; "do not match" only once there is something to compare.
    .required(REGISTRATION_MESSAGES.confirmPasswordRequired)
    .oneOf([yup.ref('password')], REGISTRATION_MESSAGES.passwordsDoNotMatch),
};

export const forgotPasswordSchema = yup.object({
  email: yup.string().trim().email(ACCOUNT_MESSAGES.validEmailRequired).required(ACCOUNT_MESSAGES.validEmailRequired),
});

export const resetPasswordSchema = yup.object(newPasswordFields);

/** Requirements C5 (customer registration): passwords match, at least 8 characters (not only spaces), phone not required. */
export const createAccountSchema = yup.object({
  firstName: yup.string().trim().required(ACCOUNT_MESSAGES.firstNameRequired),
  lastName: yup.string().trim().required(ACCOUNT_MESSAGES.lastNameRequired),
  email: yup.string().trim().email(ACCOUNT_MESSAGES.validEmailRequired).required(ACCOUNT_MESSAGES.validEmailRequired),
  phone: yup
    .string()
    .trim()
    .test('phone', PHONE_RULE_MESSAGE, (value) => !value || isPhoneNumber(value)),
  ...newPasswordFields,
});

/** The registration payload: trimmed, phone left out when empty. */
export function registrationPayload(values: CreateAccountValues) {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    password: values.password,
  };
}
