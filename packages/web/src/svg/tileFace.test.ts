import { describe, expect, it } from 'vitest';
import { colourOf, faceFromSpec, isFenced, rotate, terrainOf, tileName, zones, zonesOf } from './tileFace.ts';

describe('tile faces', () => {
  it('reads edges', () => {
    expect(terrainOf('V')).toBe('village');
    expect(terrainOf('f2')).toBe('meadow');
    expect(colourOf('m3')).toBe(3);
    expect(colourOf('F')).toBeNull();
    expect(isFenced('f0')).toBe(true);
    expect(isFenced('m0')).toBe(false);
  });

  it('rotates clockwise: the north edge goes east', () => {
    expect(rotate(['m0', 'F', 'V', 'P'], 1)).toEqual(['P', 'm0', 'F', 'V']);
    expect(rotate(['m0', 'F', 'V', 'P'], 4)).toEqual(['m0', 'F', 'V', 'P']);
    expect(rotate(['m0', 'F', 'V', 'P'], -1)).toEqual(['F', 'V', 'P', 'm0']);
  });

  it('splits zones by pattern and names a face', () => {
    expect(zones('3+1')).toEqual([[0, 1, 2], [3]]);
    expect(tileName({ edges: ['m1', 'f1', 'F', 'F'], pattern: '2+2' }, 'en')).toBe('meadow (blue, 2), forest');
    expect(tileName({ edges: ['F', 'F', 'F', 'F'], pattern: 'mono', character: 'wolf' }, 'fr')).toBe('loup, forêt');
  });

  it("reads the games' face letters: open and fenced meadows, terrains, characters", () => {
    expect(faceFromSpec('kKrR')).toEqual({ edges: ['m0', 'f0', 'm2', 'f2'], pattern: '2+2' });
    expect(faceFromSpec('kKKb')).toEqual({ edges: ['m0', 'f0', 'f0', 'm1'], pattern: '3+1' });
    expect(faceFromSpec('VVVV')?.pattern).toBe('mono');
    expect(faceFromSpec('wolf')).toEqual({ edges: ['F', 'F', 'F', 'F'], pattern: 'mono', character: 'wolf' });
    expect(faceFromSpec('?')).toBeNull();
  });

  it('finds zones at any rotation, including a run across north', () => {
    expect(zonesOf(['F', 'm1', 'm1', 'F'])).toEqual([
      [3, 0],
      [1, 2],
    ]);
    expect(zonesOf(['V', 'V', 'V', 'V'])).toEqual([[0, 1, 2, 3]]);
    expect(zonesOf(['m0', 'm0', 'm0', 'V'])).toEqual([[0, 1, 2], [3]]);
  });
});
