import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OralRecorder } from './oral-recorder';
import { settleAfterEach } from '../test-kit';
import { setFeedback, type Feedback } from '../../../lib/api/feedback';
import { staticFeedback } from '../../../lib/api/feedback-antd';

const client = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  apiPost: (url: string, body?: unknown) => client.post(url, body),
}));

/** A stand-in for the browser's MediaRecorder: hands over one chunk of "audio" when stopped. */
class FakeRecorder {
  static last: FakeRecorder | null = null;
  mimeType = 'audio/webm;codecs=opus';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  state = 'inactive';
  constructor(readonly stream: MediaStream) {
    FakeRecorder.last = this;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['OggS-voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

settleAfterEach();

describe('oral recorder', () => {
  const stopTrack = vi.fn();
  // antd's static notification renders in its own root and closes on a 3 s timer: a real one outlives the
  // test file and makes React work after jsdom is gone, so the messages go to a spy.
  const shown = { error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() } satisfies Feedback;
  beforeEach(() => {
    setFeedback(shown);
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
    });
    URL.createObjectURL = vi.fn(() => 'blob:local-recording');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    client.post.mockReset();
    shown.error.mockReset();
    setFeedback(staticFeedback);
  });

  it('records, uploads the recording through the file upload endpoint and answers its URL', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    client.post.mockResolvedValue({ url: '/uploads/audio/4/abc.webm' });
    render(<OralRecorder value={null} onChange={onChange} label="第 5 题" />);
    await user.click(screen.getByRole('button', { name: '开始录音：第 5 题' }));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(screen.getByText(/正在录音/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '结束录音：第 5 题' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/audio/4/abc.webm'));
    const [url, form] = client.post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/file/file/upload');
    const file = form.get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.size).toBeGreaterThan(0);
    // The microphone is released, and the recording can be listened to.
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByTestId('exam-oral-playback')).toHaveAttribute('src', 'blob:local-recording');
  });

  it('keeps the recording when the upload fails and sends it again on 重新上传', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    client.post.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ url: '/uploads/audio/4/abc.webm' });
    render(<OralRecorder value={null} onChange={onChange} label="第 5 题" />);
    await user.click(screen.getByRole('button', { name: '开始录音：第 5 题' }));
    await user.click(screen.getByRole('button', { name: '结束录音：第 5 题' }));
    await user.click(await screen.findByRole('button', { name: /重新上传/ }));
    expect(shown.error).toHaveBeenCalledWith('上传失败');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/uploads/audio/4/abc.webm'));
    expect(client.post).toHaveBeenCalledTimes(2);
  });

  it('says so when the microphone is refused', async () => {
    const user = userEvent.setup();
    (navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('denied'));
    render(<OralRecorder value={null} onChange={vi.fn()} label="第 5 题" />);
    await user.click(screen.getByRole('button', { name: '开始录音：第 5 题' }));
    expect(await screen.findByText(/无法使用麦克风/)).toBeInTheDocument();
  });
});
