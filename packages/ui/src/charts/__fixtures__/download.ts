/**
 * Catches the next file download a chart or list starts (a blob behind an <a download> click) and gives its
 * name and text, so a story can check the CSV without the browser saving anything. The CSV writer is fetched on
 * the first export, so the download may come a moment after the press: it is waited for (up to 5 s).
 */
export async function captureDownload(
  start: () => Promise<unknown>,
): Promise<{ name: string; text: string }> {
  const click = HTMLAnchorElement.prototype.click;
  const createObjectURL = URL.createObjectURL.bind(URL);
  let blob: Blob | undefined;
  let name: string | undefined;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) blob = object;
    return createObjectURL(object);
  };
  let downloaded: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (downloaded = resolve));
  HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
    if (!this.download) return click.call(this);
    name = this.download;
    downloaded();
  };
  try {
    await start();
    await Promise.race([started, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  } finally {
    HTMLAnchorElement.prototype.click = click;
    URL.createObjectURL = createObjectURL;
  }
  if (!blob || !name) throw new Error("No download was started.");
  return { name, text: (await blob.text()).replace(/^\uFEFF/, "") };
}
