import { createElement, type ReactNode, Suspense } from 'react'

/**
 * When a part wrapped in `HydrateLater` hydrates, after the page's first hydration: the page's
 * content first, then the parts that work as HTML until they do (header menus, footer).
 */
const LATER_STAGES = ['content', 'rest'] as const
export type LaterStage = (typeof LATER_STAGES)[number]

let hydrating = false
const stages = new Map(
  LATER_STAGES.map((stage) => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    return [stage, { released, release }] as const
  }),
)

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
/**
 * After the browser's next frame: Preact runs the effects of what it rendered before then (its
 * `afterPaint`: a frame, then a task; 35 ms at most where no frame comes, as in a background tab).
 */
const afterEffects = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0)
    requestAnimationFrame(done)
    setTimeout(done, 100)
  })

/**
 * Runs the page's first hydration (the shell: header, banners), then lets the parts wrapped in
 * `HydrateLater` hydrate stage by stage, each in a task of its own (decision 0051). Hydration was
 * one task of 135-173 ms on a phone's CPU (4× slowdown), the largest share of the pages' Total
 * Blocking Time; the browser can paint and answer a tap between the tasks. Preact renders a
 * released part in the microtasks after its release. Settles once every stage has hydrated and
 * run its effects.
 */
export async function hydrateThenLaterParts(hydrate: () => void) {
  hydrating = true
  try {
    hydrate()
  } finally {
    hydrating = false
  }
  for (const { release } of stages.values()) {
    await nextTask()
    release()
  }
  await afterEffects()
}

function Suspended({ stage, children }: { stage: LaterStage; children?: ReactNode }) {
  if (hydrating) throw stages.get(stage)?.released
  return children
}

/**
 * A part of the page that can hydrate a task or two after the rest: during the first hydration
 * it suspends inside its own boundary, and Preact keeps its server DOM as it is and hydrates it
 * when the part resumes. It must render exactly one element (Preact keeps a suspended part's
 * first DOM node only). On the server, and on the client after the first hydration, it renders
 * at once; its boundary (no fallback) then only catches what suspends outside a nearer one, such
 * as the router's own pending state inside the page's content.
 */
export function HydrateLater({ stage, children }: { stage: LaterStage; children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, createElement(Suspended, { stage }, children))
}
