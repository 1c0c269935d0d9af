import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { signOutWhenSessionEnds } from '../session/session.queries'

/** Signs the whole page out when any request finds the session ended elsewhere (SPEC §4). */
export function SignOutWhenSessionEnds() {
  const queryClient = useQueryClient()
  useEffect(() => signOutWhenSessionEnds(queryClient), [queryClient])
  return null
}
