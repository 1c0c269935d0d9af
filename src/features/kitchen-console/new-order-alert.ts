/**
 * A short two-tone chime for a new order, made with Web Audio (no sound file to download).
 * Browsers may refuse sound until the page is clicked: `play` answers whether it could play,
 * and the board then offers a button whose click (a user gesture) unlocks it.
 */
let context: AudioContext | undefined

export async function unlockSound(): Promise<boolean> {
  if (typeof AudioContext === 'undefined') return false
  context ??= new AudioContext()
  try {
    await context.resume()
  } catch {
    return false
  }
  return context.state === 'running'
}

export async function playNewOrderChime(): Promise<boolean> {
  if (!(await unlockSound()) || !context) return false
  const start = context.currentTime
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const oscillator = context.createOscillator()
    const gain = context.createGain()
    oscillator.frequency.value = frequency
    gain.gain.setValueAtTime(0.2, start + offset)
    gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16)
    oscillator.connect(gain).connect(context.destination)
    oscillator.start(start + offset)
    oscillator.stop(start + offset + 0.17)
  }
  return true
}
