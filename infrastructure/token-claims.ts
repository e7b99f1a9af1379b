/**
 * The member a session token belongs to, read from the token's own claims
 * (a JWT: `header.payload.signature`, payload in base64url JSON; the member is
 * `sub`, or `member_id`). Null when the token does not decode as such, which
 * the auth gateway treats as a refused token (spec §4: "a login token must
 * decode as a valid token before it is accepted").
 *
 * The signature is not checked here: the client cannot, and need not; the API
 * checks it on every call.
 */
export function memberIdOfToken(token: string): number | null {
  const claims = claimsOf(token);
  return claims ? (positiveInteger(claims['sub']) ?? positiveInteger(claims['member_id'])) : null;
}

/**
 * The admin a login-as session token was issued to (its `admin_id` claim,
 * spec §6); null for a member's own token or one that does not decode.
 */
export function adminIdOfToken(token: string): number | null {
  const claims = claimsOf(token);
  return claims ? positiveInteger(claims['admin_id']) : null;
}

function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}
