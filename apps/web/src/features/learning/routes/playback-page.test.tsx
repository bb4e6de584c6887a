import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@salt/domain';
import { locate } from '../use-playback-progress';
import { PlaybackPage } from './playback-page';

const api = vi.hoisted(() => ({ get: vi.fn(), put: vi.fn() }));
vi.mock('../../../lib/api/client', () => ({
  apiGet: api.get,
  apiPut: api.put,
  ApiError: class ApiError extends Error {},
}));
// No Media Source Extensions in jsdom: the player falls back to the <video>'s own src, as on Safari.
vi.mock('hls.js', () => ({ default: { isSupported: () => false } }));

function renderPage(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/Playback', element: <PlaybackPage /> }], {
    initialEntries: [`/Playback${search}`],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return view;
}

/** jsdom's media elements do not keep a position; this one does. */
function seekable(video: HTMLVideoElement) {
  let t = 0;
  Object.defineProperty(video, 'currentTime', { get: () => t, set: (v: number) => (t = v), configurable: true });
  return video;
}

async function videoOf(container: HTMLElement): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const v = container.querySelector('video');
    expect(v).not.toBeNull();
    expect(v!.getAttribute('src')).toBeTruthy();
    return seekable(v!);
  });
}

describe('PlaybackPage', () => {
  beforeEach(() => {
    api.get.mockReset();
    api.put.mockReset().mockResolvedValue({ positionSec: 0 });
    api.get.mockImplementation((url: string) =>
      url === API_PATHS.playbackRecords
        ? Promise.resolve({
            records: [{ url: '/api/learn/playback/file/31/index.m3u8?token=t', durationSec: 600 }],
            positionSec: 125,
          })
        : Promise.reject(new Error(`unexpected ${url}`)),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('resumes where the pupil left off', async () => {
    const { container } = renderPage('?chapterId=31');
    const video = await videoOf(container);
    expect(video.getAttribute('src')).toBe('/api/learn/playback/file/31/index.m3u8?token=t');
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(125);
    expect(screen.getByTestId('resume-hint')).toHaveTextContent('02:05');
    expect(api.get).toHaveBeenCalledWith(
      API_PATHS.playbackRecords,
      expect.objectContaining({ params: { chapterId: 31 } }),
    );
  });

  it('saves the position every 10 s while playing, on pause and when leaving', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container, unmount } = renderPage('?chapterId=31');
    const video = await videoOf(container);
    fireEvent.loadedMetadata(video);
    fireEvent.play(video);
    video.currentTime = 140.6;
    fireEvent.timeUpdate(video);
    act(() => vi.advanceTimersByTime(10_000));
    expect(api.put).toHaveBeenLastCalledWith(
      API_PATHS.playbackProgress,
      { chapterId: 31, positionSec: 140 },
      expect.anything(),
    );

    // Nothing new to save: the next tick stays quiet.
    act(() => vi.advanceTimersByTime(10_000));
    expect(api.put).toHaveBeenCalledTimes(1);

    video.currentTime = 200;
    fireEvent.timeUpdate(video);
    fireEvent.pause(video);
    expect(api.put).toHaveBeenLastCalledWith(
      API_PATHS.playbackProgress,
      { chapterId: 31, positionSec: 200 },
      expect.anything(),
    );

    video.currentTime = 230;
    fireEvent.timeUpdate(video);
    unmount();
    expect(api.put).toHaveBeenLastCalledWith(
      API_PATHS.playbackProgress,
      { chapterId: 31, positionSec: 230 },
      expect.anything(),
    );
  });

  it('does not save the resumed position again before anything was watched', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { container } = renderPage('?chapterId=31');
    const video = await videoOf(container);
    fireEvent.loadedMetadata(video);
    fireEvent.play(video);
    act(() => vi.advanceTimersByTime(10_000));
    expect(api.put).not.toHaveBeenCalled();
  });
});

describe('locate', () => {
  it('finds the record and offset of a session-wide position', () => {
    expect(locate([600, 300], 125)).toEqual({ index: 0, offset: 125 });
    expect(locate([600, 300], 700)).toEqual({ index: 1, offset: 100 });
    // The last seconds of a recording count as watched: start over rather than show the closing frame.
    expect(locate([600], 598)).toEqual({ index: 0, offset: 0 });
  });
});
