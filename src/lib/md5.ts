/**
 * Passwords travel as lowercase hex md5 (SPEC §7). hash-wasm (with its inlined wasm) is loaded on the
 * first call, when a form is submitted, so the sign-in page renders without it.
 */
export const md5Hex = async (plain: string): Promise<string> => {
  const { md5 } = await import('hash-wasm');
  return md5(plain);
};
