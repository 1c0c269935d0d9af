import { useEffect, useState } from 'react'
import { onConstrainedConnection } from '../../../lib/connection'

/**
 * The auth pages' decorative loop (generated from the dish art by scripts/make-auth-video.sh).
 * Only wide screens show it, and only they download it: a phone on metered data, a data-saver
 * connection or a reduced-motion preference gets nothing but the poster or nothing at all.
 */
export function AuthVideo() {
  const [play, setPlay] = useState(false)
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 768px)').matches
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    setPlay(wide && !calm && !onConstrainedConnection())
  }, [])
  return (
    <div className="auth-media" aria-hidden="true">
      {play ? (
        <video autoPlay muted loop playsInline poster="/media/auth-loop.jpg" width={720} height={900}>
          <source src="/media/auth-loop.webm" type='video/webm; codecs="av01.0.05M.08"' />
          <source src="/media/auth-loop.mp4" type="video/mp4" />
        </video>
      ) : (
        <img src="/media/auth-loop.jpg" alt="" width={720} height={900} loading="lazy" />
      )}
    </div>
  )
}
