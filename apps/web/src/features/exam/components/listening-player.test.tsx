import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeExamServer } from '../fake-exam-server';
import { session, settleAfterEach } from '../test-kit';
import { ListeningPlayer } from './listening-player';

const client = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
}));

settleAfterEach();

describe('listening player', () => {
  const play = vi.fn(() => Promise.resolve());
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks the server for each play, shows the plays left, and is disabled when none are left', async () => {
    const user = userEvent.setup();
    const server = fakeExamServer(session());
    client.post.mockImplementation(server.post);
    render(
      <ListeningPlayer
        sessionId={900}
        questionId={107}
        listening={{ audioUrl: '/uploads/listening/e8-201.mp3', playLimit: 2, playsLeft: 2 }}
      />,
    );
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', '/uploads/listening/e8-201.mp3');
    expect(screen.getByTestId('exam-listening-plays')).toHaveTextContent('剩余播放次数：2/2');

    await user.click(screen.getByTestId('exam-listening-play'));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(server.state.plays).toEqual([{ questionId: 107 }]);
    expect(screen.getByTestId('exam-listening-plays')).toHaveTextContent('剩余播放次数：1/2');
    // While it plays the button waits; no second play on top.
    expect(screen.getByTestId('exam-listening-play')).toBeDisabled();
    fireEvent.ended(audio);

    await user.click(screen.getByTestId('exam-listening-play'));
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    fireEvent.ended(audio);
    expect(screen.getByTestId('exam-listening-play')).toBeDisabled();
    expect(screen.getByTestId('exam-listening-play')).toHaveTextContent('播放次数已用完');
  });

  it('shows the plays left the runner kept, and reports each new figure to it', async () => {
    const server = fakeExamServer(session());
    client.post.mockImplementation(server.post);
    const onPlaysLeft = vi.fn();
    render(
      <ListeningPlayer
        sessionId={900}
        questionId={107}
        listening={{ audioUrl: '/a.mp3', playLimit: 2, playsLeft: 2 }}
        playsLeft={1}
        onPlaysLeft={onPlaysLeft}
      />,
    );
    expect(screen.getByTestId('exam-listening-plays')).toHaveTextContent('剩余播放次数：1/2');
    await userEvent.click(screen.getByTestId('exam-listening-play'));
    await waitFor(() => expect(onPlaysLeft).toHaveBeenCalledWith(1));
  });

  it('starts disabled when the server says no plays are left (after a reload)', () => {
    render(
      <ListeningPlayer
        sessionId={900}
        questionId={107}
        listening={{ audioUrl: '/a.mp3', playLimit: 2, playsLeft: 0 }}
      />,
    );
    expect(screen.getByTestId('exam-listening-play')).toBeDisabled();
  });
});
