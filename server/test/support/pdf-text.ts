/**
 * The text lines of an uncompressed PDF written by pdfkit with its standard fonts: each text
 * operation (`[<hex> kerning <hex> …] TJ`) becomes one line, its hex strings decoded as Latin-1.
 * Enough to check what a customer would read on a packing slip without a PDF library in the tests.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ/g)) {
    const parts = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => Buffer.from(part[1], 'hex').toString('latin1'));
    lines.push(parts.join(''));
  }
  return lines;
}
