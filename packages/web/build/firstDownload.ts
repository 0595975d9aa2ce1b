import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The most gzipped JavaScript a page may download before its first table opens. */
export const FIRST_DOWNLOAD_LIMIT = 250 * 1024;

/** Gzipped bytes of the entry chunks and every chunk they import statically. */
export function firstDownload(chunks: Record<string, { code: string; isEntry: boolean; imports: string[] }>): number {
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name) || !chunks[name]) return;
    seen.add(name);
    for (const dep of chunks[name].imports) visit(dep);
  };
  for (const [name, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(name);
  let bytes = 0;
  for (const name of seen) bytes += gzipSync(chunks[name].code, { level: 9 }).length;
  return bytes;
}

/** Reports the first download at every build, and fails a build that goes over the limit. */
export function firstDownloadReport(): Plugin {
  return {
    name: 'parlour-first-download',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { code: string; isEntry: boolean; imports: string[] }> = {};
      for (const [name, item] of Object.entries(bundle)) {
        if (item.type === 'chunk') chunks[name] = { code: item.code, isEntry: item.isEntry, imports: item.imports };
      }
      const bytes = firstDownload(chunks);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      this.info(`first download: ${kb(bytes)} of gzipped JavaScript before a table opens (limit ${kb(FIRST_DOWNLOAD_LIMIT)})`);
      if (bytes > FIRST_DOWNLOAD_LIMIT) this.error(`the first download is over its limit: ${kb(bytes)}`);
    },
  };
}
