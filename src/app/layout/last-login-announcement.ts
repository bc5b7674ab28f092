let pending = false;

/** The sign-in page calls this; the shell then shows the 'last sign-in' notice once (SPEC §9). */
export const announceLastLogin = (): void => {
  pending = true;
};

/** True once after announceLastLogin. Kept apart from the notice so the sign-in page carries no dayjs. */
export const takeLastLoginAnnouncement = (): boolean => {
  const was = pending;
  pending = false;
  return was;
};
