import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { onConstrainedConnection } from '../../../lib/connection'

/**
 * The auth pages' decorative loop (generated from the dish art by scripts/make-auth-video.sh).
 * Only wide screens show it, and only they download it: a phone on metered data, a data-saver
 * connection or a reduced-motion preference gets nothing but the poster or nothing at all.
 * Moving for more than five seconds, it has a visible Pause button (WCAG 2.2.2).
 */
export function AuthVideo() {
  const { t } = useLingui()
  const [play, setPlay] = useState(false)
  const [paused, setPaused] = useState(false)
  const video = useRef<HTMLVideoElement>(null)
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 768px)').matches
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    setPlay(wide && !calm && !onConstrainedConnection())
  }, [])
  const toggle = () => {
    const element = video.current
    if (!element) return
    if (!element.paused) element.pause()
    // A play the browser refuses leaves it paused, and the button saying Play.
    else element.play().catch(() => setPaused(true))
  }
  return (
    <div className="auth-media">
      {play ? (
        <>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: without controls a video takes no focus; the button beside it is its control. */}
          <video
            ref={video}
            aria-hidden="true"
            autoPlay
            muted
            loop
            playsInline
            poster="/media/auth-loop.jpg"
            width={720}
            height={900}
            onPlay={() => setPaused(false)}
            onPause={() => setPaused(true)}
          >
            <source src="/media/auth-loop.webm" type='video/webm; codecs="av01.0.05M.08"' />
            <source src="/media/auth-loop.mp4" type="video/mp4" />
          </video>
          <button type="button" className="button button-small video-toggle" onClick={toggle}>
            {paused ? t`Play video` : t`Pause video`}
          </button>
        </>
      ) : (
        <img src="/media/auth-loop.jpg" alt="" width={720} height={900} loading="lazy" />
      )}
    </div>
  )
}
