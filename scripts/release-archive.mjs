/**
 * The archive `npm run release` uploads: a gzipped tar (ustar) of a build folder, written here so the
 * command needs no tar program and no package of its own. Files are sorted by path, with mode 644 and
 * time 0, so the same build gives the same bytes; dot files (`.build-hash`) stay out, as the app leaves
 * them out of a release.
 * @see docs/deploying.md Releases
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const BLOCK = 512;

/** The 512-byte ustar header of an entry `name` (at most 100 bytes) of `size` bytes and type `type`. */
function header(name, size, type = '0') {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100);
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148);
  h.write(type, 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return h;
}

/** `content` padded with zeros to a whole number of blocks. */
const padded = (content) => [content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK)];

/**
 * The entry of file `rel`: a plain ustar header when its path fits 100 bytes, else a pax extended header
 * carrying the path first (Vite names some chunks after long virtual module ids).
 */
function entry(rel, content) {
  if (Buffer.byteLength(rel) <= 100) return [header(rel, content.length), ...padded(content)];
  // A pax record is "<length> path=<value>\n", the length counting its own digits.
  const body = ` path=${rel}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  const pax = Buffer.from(`${length}${body}`);
  const short = rel.slice(-90).replace(/^[^/]*\//, '');
  return [
    header(`PaxHeader/${short}`.slice(0, 100), pax.length, 'x'),
    ...padded(pax),
    header(short.slice(0, 100), content.length),
    ...padded(content),
  ];
}

/** Every file below `dir` as `/`-separated relative paths, sorted; dot files and dot folders left out. */
export function buildFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'))
    .filter((rel) => !rel.split('/').some((s) => s.startsWith('.')))
    .sort();
}

/** The gzipped tar of the build folder `dir`. */
export function archiveBuild(dir) {
  const parts = [];
  for (const rel of buildFiles(dir)) {
    parts.push(...entry(rel, readFileSync(join(dir, rel))));
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return gzipSync(Buffer.concat(parts), { level: 6 });
}
