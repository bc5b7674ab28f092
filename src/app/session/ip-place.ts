import type { TFunction } from 'i18next';
import { IP_PLACE_NAMES, type IpPlace } from '@/features/auth/contract';

const BY_NAME = new Map(Object.entries(IP_PLACE_NAMES).map(([key, name]) => [name as string, key as IpPlace]));

/** The server's place of an address ('本机', '局域网', '外网') in the interface language; other names as they are. */
export function ipPlaceName(name: string, t: TFunction): string {
  const key = BY_NAME.get(name);
  return key ? t(`ipPlace.${key}`) : name;
}
