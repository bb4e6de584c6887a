import { useEffect, useRef, type Ref, type SyntheticEvent } from 'react';

type HlsModule = typeof import('hls.js');

/**
 * A <video> that plays an HLS playlist: hls.js where the browser has Media Source Extensions (Chrome, Firefox,
 * Edge, Android), the browser's own HLS otherwise (Safari, iOS). hls.js is loaded only by the pages that play.
 */
export function HlsPlayer({
  src,
  live = false,
  autoPlay = false,
  videoRef,
  onError,
  ...events
}: {
  src: string;
  live?: boolean;
  autoPlay?: boolean;
  videoRef?: Ref<HTMLVideoElement>;
  onError?: (fatal: string) => void;
  onLoadedMetadata?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onTimeUpdate?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onPause?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onPlay?: (e: SyntheticEvent<HTMLVideoElement>) => void;
  onEnded?: (e: SyntheticEvent<HTMLVideoElement>) => void;
}) {
  const own = useRef<HTMLVideoElement | null>(null);
  const errorRef = useRef(onError);
  errorRef.current = onError;

  useEffect(() => {
    const video = own.current;
    if (!video || !src) return;
    let disposed = false;
    let destroy = () => {};
    void import('hls.js')
      .then((m: HlsModule) => {
        if (disposed) return;
        const Hls = m.default;
        if (Hls.isSupported()) {
          const hls = new Hls(live ? { liveSyncDurationCount: 3, lowLatencyMode: true } : { startPosition: -1 });
          hls.on(Hls.Events.ERROR, (_e, data) => {
            if (!data.fatal) return;
            // Network hiccups are retried once by hls.js itself; what reaches here is worth telling the viewer.
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
            else errorRef.current?.(data.details);
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        } else {
          video.src = src;
        }
      })
      .catch(() => {
        if (!disposed) video.src = src;
      });
    return () => {
      disposed = true;
      destroy();
      video.removeAttribute('src');
    };
  }, [src, live]);

  return (
    <video
      ref={(el) => {
        own.current = el;
        if (typeof videoRef === 'function') videoRef(el);
        else if (videoRef) videoRef.current = el;
      }}
      className="hls-player"
      controls
      playsInline
      autoPlay={autoPlay}
      preload="metadata"
      {...events}
    />
  );
}
