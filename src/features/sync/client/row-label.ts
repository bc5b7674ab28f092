export function parseRowKeyLabel(key: string, collection: (c: string) => string): string {
  const at = key.indexOf(':');
  return at < 0 ? key : `${collection(key.slice(0, at))} ${key.slice(at + 1)}`;
}
