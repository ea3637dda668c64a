import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The receipt fonts: DejaVu Sans from the npm package `dejavu-fonts-ttf`. A PDF/A-3 (the Factur-X step
 * attaches its XML to our PDF) must embed every font, so the standard PDF fonts will not do; DejaVu
 * covers every German letter. pdfmake embeds only the glyphs a document uses (subsets).
 *
 * A Lambda has no node_modules: its bundle carries the files in a `fonts` folder beside the bundle
 * (copyReceiptFontsCommands, used by lib/constructs/service-function.ts for a service that prints
 * receipts). From the sources (tests, the embedded runtime) the package itself has them.
 */
export const RECEIPT_FONT_FILES = { normal: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type TFontStyle = keyof typeof RECEIPT_FONT_FILES;

/** The folder beside a bundle that holds the font files. */
export const BUNDLED_FONT_FOLDER = 'fonts';

const PACKAGE_FOLDER = 'dejavu-fonts-ttf/ttf';

/** Where a font file is: beside the bundle (`moduleUrl` is the bundle in a Lambda), else in the package. */
export const receiptFontPath = (file: string, moduleUrl: string = import.meta.url): string => {
  const bundled = fileURLToPath(new URL(`./${BUNDLED_FONT_FOLDER}/${file}`, moduleUrl));
  if (existsSync(bundled)) return bundled;
  return createRequire(moduleUrl).resolve(`${PACKAGE_FOLDER}/${file}`);
};

/** The font files' bytes by style, read once per container (the renderer calls this at module load). */
export const readReceiptFonts = (moduleUrl: string = import.meta.url): Record<TFontStyle, Buffer> => ({
  normal: readFileSync(receiptFontPath(RECEIPT_FONT_FILES.normal, moduleUrl)),
  bold: readFileSync(receiptFontPath(RECEIPT_FONT_FILES.bold, moduleUrl)),
});

/** Shell commands that copy the font files beside a bundle in `outputDir` (NodejsFunction afterBundling). */
export const copyReceiptFontsCommands = (outputDir: string): string[] => {
  const target = `${outputDir}/${BUNDLED_FONT_FOLDER}`;
  const sources = Object.values(RECEIPT_FONT_FILES).map((file) =>
    createRequire(import.meta.url).resolve(`${PACKAGE_FOLDER}/${file}`),
  );
  return [`mkdir -p "${target}"`, ...sources.map((source) => `cp "${source}" "${target}/"`)];
};
