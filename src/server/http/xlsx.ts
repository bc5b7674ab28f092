import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download named `fileName` (UTF-8 names survive every browser). */
export function sendXlsx(reply: FastifyReply, buffer: Buffer, fileName: string) {
  const name = encodeURIComponent(fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${name}`).send(buffer);
}

/** Epoch ms → 'YYYY-MM-DD HH:mm:ss' in China Standard Time (§9 creation-time format), '' for none. */
export function chinaDateTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '' : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
