/**
 * The text lines of an uncompressed PDF with standard fonts: each text operation becomes one line,
 * whether pdfkit's (`[<hex> kerning <hex> …] TJ`, hex strings decoded as Latin-1) or jsPDF's
 * (`(literal) Tj`, as the browser's "Save as PDF" writes it). Enough to check what a customer would
 * read on a packing slip or a saved confirmation without a PDF library in the tests.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[2] !== undefined) {
      lines.push(match[2].replace(/\\([()\\])/g, '$1'));
      continue;
    }
    const parts = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => Buffer.from(part[1], 'hex').toString('latin1'));
    lines.push(parts.join(''));
  }
  return lines;
}
