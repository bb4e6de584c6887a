import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_COMPRESS_QUALITY, IMAGE_COMPRESS_THRESHOLD_BYTES } from '@salt/domain';
import { compressHomeworkImage, isHomeworkImage, shouldCompress, thumbSize } from './image-rules';

const bigFile = () => new File([new Uint8Array(IMAGE_COMPRESS_THRESHOLD_BYTES + 1)], 'a.png', { type: 'image/png' });

describe('homework photos', () => {
  afterEach(() => vi.restoreAllMocks());

  it('jpeg, jpg and png only', () => {
    expect(isHomeworkImage({ type: 'image/jpeg' })).toBe(true);
    expect(isHomeworkImage({ type: 'image/jpg' })).toBe(true);
    expect(isHomeworkImage({ type: 'image/png' })).toBe(true);
    expect(isHomeworkImage({ type: 'image/gif' })).toBe(false);
    expect(isHomeworkImage({ type: 'image/webp' })).toBe(false);
    expect(isHomeworkImage({ type: '', name: 'a.JPG' })).toBe(true);
  });

  it('thumbnails 120x150 desktop, 60x75 mobile', () => {
    expect(thumbSize(false)).toEqual({ width: 120, height: 150 });
    expect(thumbSize(true)).toEqual({ width: 60, height: 75 });
  });

  it('compresses only over 1 MB', async () => {
    const small = new File([new Uint8Array(IMAGE_COMPRESS_THRESHOLD_BYTES)], 'a.png', { type: 'image/png' });
    expect(shouldCompress(small)).toBe(false);
    expect(shouldCompress(bigFile())).toBe(true);
    expect(await compressHomeworkImage(small)).toBe(small);
  });

  it('over 1 MB: 30 % width and height, JPEG quality 0.8', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    class FakeImage {
      naturalWidth = 4000;
      naturalHeight = 3000;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(_v: string) {
        setTimeout(() => this.onload?.());
      }
    }
    vi.stubGlobal('Image', FakeImage);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage,
    } as unknown as CanvasRenderingContext2D);
    const out = new Blob(['jpeg'], { type: 'image/jpeg' });
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb: BlobCallback) => cb(out));
    const result = await compressHomeworkImage(bigFile());
    expect(result).toBe(out);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1200, 900);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', IMAGE_COMPRESS_QUALITY);
    vi.unstubAllGlobals();
  });
});
