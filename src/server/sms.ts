import type { FastifyBaseLogger } from 'fastify';

/** Pluggable SMS delivery (the shell hands it to features through the context). A real gateway implements `send`; the default writes to the server log. */
export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return {
    async send(mobile, text) {
      log.info({ mobile: mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') }, `SMS: ${text}`);
    },
  };
}
