import { Avatar } from '@mantine/core';
import { avatarSrc } from '@/app/session/avatar';

/** A person's avatar, or the first character of their name. */
export function PersonAvatar({ name, headIcon, size = 36 }: { name: string; headIcon?: unknown; size?: number }) {
  return (
    <Avatar src={avatarSrc(typeof headIcon === 'string' ? headIcon : null)} alt="" size={size} radius="xl" color="blue">
      {[...name][0] ?? '?'}
    </Avatar>
  );
}
