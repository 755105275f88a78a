const made = new Map<string, object>();

/**
 * One Intl formatter per key (its kind, locale and options: `number|de`, `list|ar`), made on first use: an Intl
 * formatter is slow to make and cheap to reuse (an edit dialog that made a number format for every field at
 * every render spent a tenth of its opening's script on it).
 */
export function intlFormatter<F extends object>(key: string, make: () => F): F {
  let formatter = made.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}
