/** The token the tests' nodes serve their metrics with. */
export const TEST_METRICS_TOKEN = 'test-metrics-token';

/** `GET /metrics` on a node, sending `token` as a bearer token (none: no Authorization header). */
export const scrape = (url: string, token: string | null = TEST_METRICS_TOKEN): Promise<Response> =>
  fetch(`${url}/metrics`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });

/**
 * A node's `GET /metrics`, each sample by its name and labels as written
 * (`parlour_entries_total{by="human"}`).
 */
export async function metricsOf(url: string, token = TEST_METRICS_TOKEN): Promise<Map<string, number>> {
  const res = await scrape(url, token);
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}: ${await res.text()}`);
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}
