/**
 * Catches the next file download a chart starts (a blob behind an <a download> click) and gives its name
 * and text, so a story can check the CSV without the browser saving anything.
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
  HTMLAnchorElement.prototype.click = function capture(this: HTMLAnchorElement) {
    if (this.download) name = this.download;
    else click.call(this);
  };
  try {
    await start();
  } finally {
    HTMLAnchorElement.prototype.click = click;
    URL.createObjectURL = createObjectURL;
  }
  if (!blob || !name) throw new Error("No download was started.");
  return { name, text: (await blob.text()).replace(/^\uFEFF/, "") };
}
