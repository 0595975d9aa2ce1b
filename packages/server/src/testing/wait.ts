export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ok()` holds, looking every 10 ms; false if it did not within `ms`. */
export async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) return false;
    await sleep(10);
  }
  return true;
}
