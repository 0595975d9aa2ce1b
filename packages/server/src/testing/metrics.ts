/** The token the tests' nodes serve their metrics with. */
export const TEST_METRICS_TOKEN = 'test-metrics-token';

/**
 * A node's `GET /metrics`, each sample by its name and labels as written
 * (`parlour_entries_total{by="human"}`).
 */
export async function metricsOf(url: string, token = TEST_METRICS_TOKEN): Promise<Map<string, number>> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`GET /metrics answered ${res.status}: ${await res.text()}`);
  const samples = new Map<string, number>();
  for (const line of (await res.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}
