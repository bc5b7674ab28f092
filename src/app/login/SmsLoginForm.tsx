import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconDeviceMobile, IconMessage } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN } from '@/contract/limits';
import { isPhone, parseSubAccount } from '@/contract/validators';
import { authApi } from '@/app/session/auth-api';
import { notify } from '@/lib/notify';
import { useCompleteLogin } from './use-complete-login';

/** The mobile part of `mobile` or `mobile@account` (SPEC §5 sub-account format). */
export function mobileOf(input: string): string | null {
  const value = input.trim();
  if (isPhone(value)) return value;
  return parseSubAccount(value)?.mobile ?? null;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const ticker = useInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
  useEffect(() => {
    if (seconds === 0) ticker.stop();
  }, [seconds, ticker]);

  const send = async () => {
    const phone = mobileOf(mobile);
    if (!phone) return setErrors({ mobile: t('rules.phone') });
    setErrors({});
    try {
      notify('success', await authApi.sendSmsCode(phone), { autoClose: 4000 });
      setSeconds(LOGIN.smsResendSeconds);
      ticker.start();
    } catch {
      // The http client already told the user why.
    }
  };
  const submit = async () => {
    const next = { mobile: mobileOf(mobile) ? undefined : t('rules.phone'), code: code.trim() ? undefined : t('login.smsCodeHint') };
    setErrors(next);
    if (next.mobile || next.code) return;
    setBusy(true);
    try {
      await complete(await authApi.loginWithSms(mobile.trim(), code.trim()));
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <Stack gap="md">
        <TextInput size="md" name="mobile" autoComplete="tel" leftSection={<IconDeviceMobile size={18} />} placeholder={t('login.mobileHint')} aria-label={t('login.mobile')} value={mobile} onChange={(e) => setMobile(e.currentTarget.value)} error={errors.mobile} />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TextInput size="md" style={{ flex: 1 }} name="smsCode" autoComplete="one-time-code" leftSection={<IconMessage size={18} />} placeholder={t('login.smsCodeHint')} aria-label={t('login.smsCode')} maxLength={LOGIN.smsCodeLength} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} />
          <Button size="md" variant="light" w={130} disabled={seconds > 0} onClick={() => void send()} data-testid="sms-send">
            {seconds > 0 ? t('login.resendIn', { seconds }) : t('login.sendCode')}
          </Button>
        </Group>
        <Button type="submit" size="md" fullWidth loading={busy}>{t('login.submit')}</Button>
      </Stack>
    </form>
  );
}
