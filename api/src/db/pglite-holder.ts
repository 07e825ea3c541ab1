/**
 * Which process holds the embedded database of a DATA_DIR. PGlite is one process's database: a second
 * process opening the same folder while the first has it open reads pages the first has not flushed and
 * may write over them. PGlite's own `postmaster.pid` names no real process (it is the same fake pid in
 * every process), so the process that opens the folder records its pid in `DATA_DIR/pglite.pid` and
 * removes it when it closes; tools that would open the folder themselves (`npm run backup` when the
 * server's socket does not answer, `npm run reconcile`) check it first and refuse while that process lives.
 * A file left by a process that died names a dead pid and is ignored.
 * @see README.md "Backups"
 */
import fs from 'node:fs';
import path from 'node:path';

/** The file naming the process that has `dataDir`'s embedded database open. */
export function pgliteHolderFile(dataDir: string): string {
  return path.join(dataDir, 'pglite.pid');
}

/** Whether process `pid` is running (one of another user counts: it exists, we may just not signal it). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid of a running process other than this one that has `dataDir`'s embedded database open, or null
 * when none does (no file, an unreadable one, or one naming a process that has ended).
 */
export function pgliteHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(pgliteHolderFile(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

/**
 * Records this process as holding `dataDir`'s embedded database (replacing a file a dead process left).
 * Returns the release, which removes the file if it still names this process; call it after closing.
 */
export function holdPglite(dataDir: string): () => void {
  const file = pgliteHolderFile(dataDir);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone (DATA_DIR removed, say): nothing to release.
    }
  };
}
