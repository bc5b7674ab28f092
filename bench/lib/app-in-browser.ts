/**
 * The whole product for a browser bench: a production build of the client as it is now, served by
 * the real server (demo seed, throw-away SQLite) on a free loopback port, and Debian's Chromium
 * (headless). Contexts are signed in the way the app keeps a session: the token in localStorage,
 * obtained from the real sign-in route, so a context starts with nothing else on the device.
 */
import { createHash } from 'node:crypto';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ClientBuild } from './client-build';
import { bootQingban, type BootedServer } from './qingban';

export const DEMO_PASSWORD = '123456';

export interface AppInBrowser {
  server: BootedServer;
  browser: Browser;
  /** A bearer token of a demo account, from POST /api/oauth/Login. */
  token(account: string): Promise<string>;
  /** A fresh context (empty cache, no service worker, empty IndexedDB) already holding the account's session. */
  signedContext(account: string, viewport?: { width: number; height: number }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function openAppInBrowser(): Promise<AppInBrowser> {
  const build = ClientBuild.build();
  let server: BootedServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await bootQingban('sqlite', { config: { clientDir: build.dir } });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const { baseUrl } = server;
    const token = async (account: string) => {
      const form = new URLSearchParams({ grant_type: 'password', account, password: createHash('md5').update(DEMO_PASSWORD).digest('hex') });
      const answer = (await (await fetch(`${baseUrl}/api/oauth/Login`, { method: 'POST', body: form })).json()) as { code: number; msg: string; data?: { token: string } };
      if (answer.code !== 200 || !answer.data) throw new Error(`sign-in of ${account} refused: ${answer.msg}`);
      return answer.data.token;
    };
    const opened = { server, browser };
    return {
      ...opened,
      token,
      async signedContext(account, viewport = { width: 1440, height: 900 }) {
        const value = await token(account);
        const context = await opened.browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport });
        await context.addInitScript((t) => { if (!localStorage.getItem('jnpf_token')) localStorage.setItem('jnpf_token', JSON.stringify(t)); }, value);
        return context;
      },
      async close() {
        await opened.browser.close();
        await opened.server.close();
        build.remove();
      },
    };
  } catch (error) {
    await browser?.close();
    await server?.close();
    build.remove();
    throw error;
  }
}
