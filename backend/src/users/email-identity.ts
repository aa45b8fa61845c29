/**
 * One email, one account (decision 0140). The stored address is trimmed, Unicode NFKC-normalised
 * (compatibility forms such as full-width letters fold into their plain letters) and lower-cased;
 * every comparison on it is binary, on both drivers. Its look-alike key also drops accents and
 * other combining marks, so `admín@example.com` and `admin@example.com` share one key: the key is
 * unique (a second sign-up is a conflict) and the sign-in rate limits count per key, while
 * sign-in itself matches the exact stored address only.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** The look-alike key of an address: normalised, then without combining marks. */
export function emailLookalikeKey(raw: string): string {
  return normaliseEmail(raw).normalize('NFKD').replace(/\p{M}/gu, '').normalize('NFKC');
}
