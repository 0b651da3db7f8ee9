/** Cache headers for built front-end files: content-hashed assets forever, everything else revalidated. */
import path from 'node:path';

export function setBuildCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
