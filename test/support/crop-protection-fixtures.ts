import { readFileSync } from 'node:fs';
import { decodeCropProtectionFile } from '../../schemas/planning/crop-protection';

/** The two farm programs' exports of crop-protection applications (lambdas/orders/crop-protection/fixtures). */
export const cropProtectionFixtureNames = {
  /** Windows-1252, ';', title lines, German decimals; 12.05.2026 on Deichkoppel (matched) and Mühlenstück. */
  schlagkartei: 'crop-protection-schlagkartei.csv',
  /** UTF-8 with BOM, ',', other column names; 13.05.2026 on Deichkoppel. */
  feldkalender: 'crop-protection-feldkalender.csv',
} as const;

export const cropProtectionFixturePath = (name: string) =>
  new URL(`../../lambdas/orders/crop-protection/fixtures/${name}`, import.meta.url);

/** A fixture as the page sends it: the file's bytes decoded (Windows-1252 or UTF-8). */
export const cropProtectionFixture = (name: string) =>
  decodeCropProtectionFile(new Uint8Array(readFileSync(cropProtectionFixturePath(name))));
