/** How long a screen's script may take to arrive (platform.md section 9: script chunks, 120 second time-out). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A chunk's load that gives up after `ms`: a stalled connection ends in the screen's failure, not a spinner. */
export function withTimeout<T>(load: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The screen's script did not arrive within ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
