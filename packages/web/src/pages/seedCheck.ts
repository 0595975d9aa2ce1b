/** sha256 of the seed in hex, as the table published it when it started. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type SeedCheck = 'wait' | 'ok' | 'bad';

export async function checkSeed(seed: string | null, seedHash: string | null): Promise<SeedCheck> {
  if (seed === null || seedHash === null) return 'wait';
  return (await sha256Hex(seed)) === seedHash.toLowerCase() ? 'ok' : 'bad';
}
