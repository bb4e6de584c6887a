import { describe, expect, it } from 'vitest';
import { FILE_TYPE_COLOURS, fileTypeColour } from './file-type-colours';

describe('file type colours', () => {
  it.each([
    ['pdf', FILE_TYPE_COLOURS.pdf],
    ['PDF', FILE_TYPE_COLOURS.pdf],
    ['.pdf', FILE_TYPE_COLOURS.pdf],
    ['application/pdf', FILE_TYPE_COLOURS.pdf],
    ['jpg', FILE_TYPE_COLOURS.jpg],
    ['jpeg', FILE_TYPE_COLOURS.jpg],
    ['png', FILE_TYPE_COLOURS.png],
    ['image/png', FILE_TYPE_COLOURS.png],
    ['ppt', FILE_TYPE_COLOURS.ppt],
    ['pptx', FILE_TYPE_COLOURS.ppt],
    ['doc', FILE_TYPE_COLOURS.other],
    ['', FILE_TYPE_COLOURS.other],
    [null, FILE_TYPE_COLOURS.other],
  ])('%s', (type, colour) => expect(fileTypeColour(type)).toBe(colour));
  it('pdf red, jpg blue, png green, ppt orange, others blue', () => {
    expect(FILE_TYPE_COLOURS.other).toBe(FILE_TYPE_COLOURS.jpg);
    expect(
      new Set([FILE_TYPE_COLOURS.pdf, FILE_TYPE_COLOURS.jpg, FILE_TYPE_COLOURS.png, FILE_TYPE_COLOURS.ppt]).size,
    ).toBe(4);
  });
});
