import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What a reader of a PDF sees: its page count and the text of each page, as pdf.js (Firefox's reader) extracts it. */
export interface PdfContent {
  pages: number;
  /** The text of every page, one line per drawn text run, pages separated by a blank line. */
  text: string;
}

/** Reads a PDF the way a reader does, for tests that check what a printed voucher or certificate says. */
export async function readPdf(pdf: Uint8Array): Promise<PdfContent> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join("\n"));
      page.cleanup();
    }
    return { pages: document.numPages, text: pages.join("\n\n") };
  } finally {
    await document.destroy();
  }
}
