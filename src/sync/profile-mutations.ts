import type { z } from 'zod';
import { profileLanguageArgs, profileThemeArgs, profileUpdateArgs } from '@/features/sync/contract';
import { patchRow } from './local-apply';
import { defineMutation } from './mutations';
import { rowKey } from './types';

const touchesProfile = (_: unknown, ctx: { userId: string }) => [rowKey('profile', ctx.userId)];

/** 个人资料: name, gender, phone, e-mail, description of the signed-in user. */
export const updateProfile = defineMutation<z.infer<typeof profileUpdateArgs>>('profile.update', {
  schema: profileUpdateArgs,
  touches: touchesProfile,
  applyLocal: (db, args, ctx) => patchRow(db, 'profile', ctx.userId, args),
});

export const setProfileTheme = defineMutation<z.infer<typeof profileThemeArgs>>('profile.theme', {
  schema: profileThemeArgs,
  touches: touchesProfile,
  applyLocal: (db, args, ctx) => patchRow(db, 'profile', ctx.userId, { theme: args.theme }),
});

export const setProfileLanguage = defineMutation<z.infer<typeof profileLanguageArgs>>('profile.language', {
  schema: profileLanguageArgs,
  touches: touchesProfile,
  applyLocal: (db, args, ctx) => patchRow(db, 'profile', ctx.userId, { language: args.language }),
});
