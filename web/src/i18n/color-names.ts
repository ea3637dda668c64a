import { masterdataTexts } from './de/masterdata';

const rgbOf = (hex: string): [number, number, number] | undefined => {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return undefined;
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
};

/**
 * The German name of a colour: the palette's own name, else the name of the nearest palette colour
 * (older records and imports hold other codes, e.g. '#f57f17' is 'Orange'). Users never see a code.
 */
export const colorName = (hex: string): string => {
  const exact = masterdataTexts.colors.find(([value]) => value.toLowerCase() === hex.toLowerCase());
  if (exact) return exact[1];
  const rgb = rgbOf(hex);
  if (!rgb) return masterdataTexts.unknownColor;
  let best: { name: string; distance: number } | undefined;
  for (const [value, name] of masterdataTexts.colors) {
    const other = rgbOf(value);
    if (!other) continue;
    const distance = other.reduce((sum, channel, index) => sum + (channel - (rgb[index] ?? 0)) ** 2, 0);
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? masterdataTexts.unknownColor;
};
