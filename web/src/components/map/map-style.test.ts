import { describe, expect, it } from 'vitest';
import { AREAS_SOURCE, areasLayer, BACKGROUND_COLOR, baseStyle, LINES_SOURCE, linesLayer } from './map-style';

describe('baseStyle', () => {
  it('puts a plain background under the tiles, so a map without tiles is not blank', () => {
    const style = baseStyle({ url: 'tiles/{z}/{x}/{y}.png', attribution: '© Quelle' });
    expect(style.layers.map((layer) => layer.type)).toEqual(['background', 'raster']);
    expect(style.layers[0]).toMatchObject({ paint: { 'background-color': BACKGROUND_COLOR } });
    expect(style.sources.tiles).toEqual({
      type: 'raster',
      tiles: ['tiles/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© Quelle',
    });
  });

  it('without a tile source is the background alone', () => {
    const style = baseStyle(null);
    expect(style.sources).toEqual({});
    expect(style.layers.map((layer) => layer.type)).toEqual(['background']);
  });

  it('needs no glyphs or sprites, which would be one more thing to load', () => {
    const style = baseStyle(null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
  });
});

describe('linesLayer', () => {
  it('draws the lines source in each line’s own colour', () => {
    expect(linesLayer).toMatchObject({ type: 'line', source: LINES_SOURCE, paint: { 'line-color': ['get', 'color'] } });
  });
});

describe('areasLayer', () => {
  it('fills the areas source see-through, so what lies under a worked area still shows', () => {
    expect(areasLayer).toMatchObject({ type: 'fill', source: AREAS_SOURCE });
    expect(areasLayer.paint?.['fill-opacity']).toBeLessThan(1);
  });
});
