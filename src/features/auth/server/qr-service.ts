import { randomBytes } from 'node:crypto';
import { Msg } from '../../../contract/codes';
import { LOGIN } from '../../../contract/limits';
import { fail } from '../../../server/http/api-error';
import { hashToken } from '../../../server/identity/tokens';
import type { SettingsReader } from '../../../server/identity/settings';
import type { AuthContext } from '../../../server/plugins/auth';
import { SETTINGS_MSG } from '../../system/contract';
import type { QrStatus } from '../contract';
import type { AuthRepository } from './repository';
import type { AuthService, RequestMeta } from './service';

/**
 * QR sign-in: the desktop asks for a ticket and shows it as a QR code; a device already signed in
 * scans and confirms it; the desktop's next poll (it alone holds the poll secret) receives a new
 * session of the confirming user. A ticket is used once.
 */
export function qrLoginService(repo: AuthRepository, auth: AuthService, settings: SettingsReader) {
  async function assertOn() {
    if ((await settings.get()).qrLogin !== 1) throw fail.badRequest(SETTINGS_MSG.qrLoginOff);
  }

  async function liveTicket(ticket: string) {
    const row = await repo.findQrTicket(ticket);
    if (!row || row.expiresAt < Date.now() || row.status === 'consumed') throw fail.badRequest(Msg.qrTicketInvalid);
    return row;
  }

  return {
    async create() {
      await assertOn();
      const now = Date.now();
      const ticket = randomBytes(18).toString('base64url');
      const secret = randomBytes(24).toString('base64url');
      const expiresAt = now + LOGIN.qrTicketTtlSeconds * 1000;
      await repo.createQrTicket(ticket, hashToken(secret), now, expiresAt);
      return { ticket, secret, expiresAt };
    },

    async poll(ticket: string, secret: string, meta: RequestMeta): Promise<QrStatus> {
      const row = await repo.findQrTicket(ticket);
      if (!row || row.pollSecretHash !== hashToken(secret)) throw fail.badRequest(Msg.qrTicketInvalid);
      if (row.status === 'consumed' || row.expiresAt < Date.now()) return { status: 'expired' };
      if (row.status !== 'confirmed' || !row.userId) return { status: row.status };
      await assertOn();
      if (!(await repo.advanceQrTicket(ticket, ['confirmed'], 'consumed'))) return { status: 'expired' };
      const user = await repo.findUserById(row.userId);
      if (!user || user.enabledMark !== 1) throw fail.badRequest(Msg.accountDisabled);
      return { status: 'confirmed', ...(await auth.startSession(user, 'qr', meta)) };
    },

    async scan(ticket: string) {
      await liveTicket(ticket);
      await repo.advanceQrTicket(ticket, ['waiting'], 'scanned');
    },

    async confirm(ticket: string, who: AuthContext) {
      await liveTicket(ticket);
      if (!(await repo.advanceQrTicket(ticket, ['waiting', 'scanned'], 'confirmed', who.userId))) {
        throw fail.badRequest(Msg.qrTicketInvalid);
      }
    },
  };
}
