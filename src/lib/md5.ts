import { md5 } from 'hash-wasm';

/** Passwords travel as lowercase hex md5 (SPEC §7). */
export const md5Hex = (plain: string): Promise<string> => md5(plain);
