import type { CurrentUser, LoginConfig, LoginResult, QrStatus } from '@/features/auth/contract';
import type { Envelope } from '@/contract/envelope';
import { ofetch } from 'ofetch';
import { http } from '@/lib/http/client';
import { handleEnvelope } from '@/lib/http/handle-envelope';
import { md5Hex } from '@/lib/md5';

export const authApi = {
  getConfig: (account: string) => http.get<LoginConfig>(`/api/oauth/getConfig/${encodeURIComponent(account)}`),
  /** The sign-in screen's part of 系统配置 (name, icon, which tabs); null when the server cannot say — quietly: the screen works without. */
  loginScreen: (): Promise<LoginConfig | null> =>
    ofetch<Envelope<LoginConfig>>('/api/oauth/getConfig', { query: { n: Date.now() }, retry: 0, timeout: 8000, headers: { 'jnpf-origin': 'pc' } })
      .then((e) => (e?.code === 200 ? e.data : null), () => null),
  imageCodeUrl: (length: number, timestamp: string) => `/api/oauth/ImageCode/${length}/${timestamp}`,
  async loginWithPassword(input: { account: string; password: string; code?: string; timestamp?: string }) {
    const password = await md5Hex(input.password);
    return http.post<LoginResult>(
      '/api/oauth/Login',
      { grant_type: 'password', account: input.account, password, code: input.code ?? '', timestamp: input.timestamp ?? '', origin: 'password' },
      { form: true },
    );
  },
  loginWithSms: (mobile: string, code: string) =>
    http.post<LoginResult>('/api/oauth/Login', { grant_type: 'sms', mobile, code, origin: 'sms' }, { form: true }),
  /** Returns the server's message (the demo puts the code in it). */
  async sendSmsCode(mobile: string): Promise<string> {
    const envelope = await http.post<Envelope<null>>('/api/oauth/SmsCode', { mobile }, { raw: true });
    handleEnvelope(envelope);
    return envelope.msg;
  },
  createQrTicket: () => http.post<{ ticket: string; secret: string; expiresAt: number }>('/api/oauth/QrLogin/Ticket'),
  pollQrTicket: (ticket: string, secret: string) => http.get<QrStatus>(`/api/oauth/QrLogin/Ticket/${encodeURIComponent(ticket)}`, { secret }),
  scanQrTicket: (ticket: string) => http.post<null>(`/api/oauth/QrLogin/Ticket/${encodeURIComponent(ticket)}/Scan`),
  confirmQrTicket: (ticket: string) => http.post<null>(`/api/oauth/QrLogin/Ticket/${encodeURIComponent(ticket)}/Confirm`),
  currentUser: () => http.get<CurrentUser | null>('/api/oauth/CurrentUser'),
  logout: () => http.get<null>('/api/oauth/Logout'),
  async unlock(account: string, password: string) {
    return http.post<null>('/api/oauth/LockScreen', { account, password: await md5Hex(password) });
  },
};
