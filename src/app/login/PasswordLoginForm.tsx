import { Alert, Button, Checkbox, Group, Image, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN } from '@/contract/limits';
import { authApi } from '@/app/session/auth-api';
import { EnvelopeError } from '@/lib/http/envelope-error';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { DeferredTooltip } from './DeferredTooltip';
import { useCompleteLogin } from './use-complete-login';

const newCaptchaKey = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const remembered = readStored<string>('rememberAccount', '');
  const [account, setAccount] = useState(remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(remembered));
  const [capsLock, setCapsLock] = useState(false);
  const [needCode, setNeedCode] = useState(readStored<boolean>('loginNeedCode', false));
  const [codeLength, setCodeLength] = useState<number>(LOGIN.captchaLength);
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [errors, setErrors] = useState<{ account?: string; password?: string; code?: string }>({});
  const [busy, setBusy] = useState(false);

  const showCaptcha = (on: boolean) => {
    setNeedCode(on);
    writeStored('loginNeedCode', on);
    setCaptchaKey(newCaptchaKey());
    setCode('');
  };
  const checkConfig = async () => {
    if (!account.trim()) return;
    try {
      const config = await authApi.getConfig(account.trim());
      setCodeLength(config.verificationCodeNumber);
      showCaptcha(config.enableVerificationCode === 1);
    } catch {
      // The login answer will ask for a captcha if needed.
    }
  };
  const watchCaps = (e: KeyboardEvent) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  const submit = async () => {
    const next = { account: account.trim() ? undefined : t('login.accountHint'), password: password ? undefined : t('login.passwordHint'), code: needCode && !code.trim() ? t('login.codeHint') : undefined };
    setErrors(next);
    if (next.account || next.password || next.code) return;
    setBusy(true);
    try {
      const result = await authApi.loginWithPassword({ account: account.trim(), password, code: needCode ? code.trim() : '', timestamp: needCode ? captchaKey : '' });
      if (remember) writeStored('rememberAccount', account.trim());
      else removeStored('rememberAccount');
      writeStored('loginNeedCode', false);
      await complete(result);
    } catch (error) {
      const data = error instanceof EnvelopeError ? (error.envelope.data as { enableVerificationCode?: number } | null) : null;
      if (data?.enableVerificationCode === 1 || needCode) showCaptcha(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <Stack gap="md">
        <TextInput size="md" name="account" autoComplete="username" leftSection={<IconUser size={18} />} placeholder={t('login.accountHint')} aria-label={t('login.account')} value={account} onChange={(e) => setAccount(e.currentTarget.value)} onBlur={() => void checkConfig()} error={errors.account} />
        <PasswordInput size="md" name="password" autoComplete="current-password" leftSection={<IconLock size={18} />} placeholder={t('login.passwordHint')} aria-label={t('login.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} onKeyUp={watchCaps} onKeyDown={watchCaps} onBlur={() => setCapsLock(false)} error={errors.password} />
        {capsLock && <Alert variant="light" color="orange" p={6} icon={<IconAlertTriangle size={16} />} data-testid="caps-lock-warning">{t('login.capsLock')}</Alert>}
        {needCode && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <TextInput size="md" style={{ flex: 1 }} name="code" leftSection={<IconShieldCheck size={18} />} placeholder={t('login.codeHint')} aria-label={t('login.code')} maxLength={codeLength} value={code} onChange={(e) => setCode(e.currentTarget.value)} error={errors.code} />
            <DeferredTooltip label={t('login.refreshCode')}>
              <Image src={authApi.imageCodeUrl(codeLength, captchaKey)} alt={t('login.code')} h={42} w={120} radius="sm" style={{ cursor: 'pointer', border: '1px solid #dcdfe6' }} onClick={() => setCaptchaKey(newCaptchaKey())} data-testid="captcha-image" />
            </DeferredTooltip>
          </Group>
        )}
        <Checkbox label={t('login.remember')} checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <Button type="submit" size="md" fullWidth loading={busy} data-testid="login-submit">{t('login.submit')}</Button>
      </Stack>
    </form>
  );
}
