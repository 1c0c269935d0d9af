/**
 * Generates the shipped dish and kitchen artwork (public/art) as small flat SVGs: a plate seen
 * from above with the dish drawn from simple shapes in its own colours, and patterned covers.
 * Deterministic: the same input always writes the same files. Run: `npx tsx scripts/generate-art.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { DISH_ART, KITCHEN_COVERS } from '../src/lib/catalog-lists'

type Look = {
  title: string
  bg: string
  food: string[]
  shape: 'mound' | 'pieces' | 'flat' | 'cup' | 'glass' | 'stack' | 'slice'
}

const LOOKS: Record<(typeof DISH_ART)[number], Look> = {
  pilau: { title: 'Pilau', bg: '#F6E3D3', food: ['#9C5B2E', '#7A3F1C', '#C97B3F'], shape: 'mound' },
  biryani: { title: 'Biryani', bg: '#FBE7C6', food: ['#E9B949', '#FFF3D6', '#A0522D'], shape: 'mound' },
  githeri: { title: 'Githeri', bg: '#EFE6D2', food: ['#F2C94C', '#8B2F2F', '#E7A83A'], shape: 'pieces' },
  mukimo: { title: 'Mukimo', bg: '#E3EFD9', food: ['#6E9E4A', '#F2D16B', '#4E7F33'], shape: 'mound' },
  matoke: { title: 'Matoke', bg: '#F4EBC8', food: ['#D8C25A', '#B84A2E', '#E9DC8A'], shape: 'pieces' },
  chapati: { title: 'Chapati', bg: '#F7E9D7', food: ['#E3B66D', '#C98E3F', '#F2D49B'], shape: 'stack' },
  'nyama-choma': {
    title: 'Nyama choma',
    bg: '#EADBCF',
    food: ['#7B3A1E', '#5A2812', '#D9442B'],
    shape: 'pieces',
  },
  'sukuma-wiki': {
    title: 'Sukuma wiki',
    bg: '#E1EEDC',
    food: ['#2F7A3A', '#4C9A4F', '#D9442B'],
    shape: 'pieces',
  },
  ugali: { title: 'Ugali', bg: '#F1EEE6', food: ['#FBF7EC', '#2F7A3A', '#8C4A2F'], shape: 'mound' },
  mandazi: { title: 'Mandazi', bg: '#FBEBD5', food: ['#D9973E', '#B8772B', '#F2C27A'], shape: 'pieces' },
  samosa: { title: 'Samosa', bg: '#FBE9D2', food: ['#D89B45', '#B5762A', '#3E8E41'], shape: 'pieces' },
  fish: { title: 'Fried tilapia', bg: '#DDEBF0', food: ['#B7792E', '#8A5420', '#F4E04D'], shape: 'flat' },
  'chicken-stew': {
    title: 'Chicken stew',
    bg: '#F7DFD3',
    food: ['#B5471F', '#E3A15A', '#8A2E12'],
    shape: 'pieces',
  },
  'beef-stew': {
    title: 'Beef stew',
    bg: '#F1DCCD',
    food: ['#7E3A1F', '#E6A03B', '#D9731E'],
    shape: 'pieces',
  },
  beans: { title: 'Bean stew', bg: '#F5E1DA', food: ['#8E2B2B', '#B2443A', '#F2E2C9'], shape: 'pieces' },
  rice: { title: 'Coconut rice', bg: '#EEF1F4', food: ['#FFFFFF', '#F2EAD3', '#8FB573'], shape: 'mound' },
  chips: { title: 'Chips masala', bg: '#FCEBD2', food: ['#E9B949', '#C8432B', '#F5D37A'], shape: 'pieces' },
  injera: { title: 'Injera', bg: '#EFE3D6', food: ['#C9A77C', '#9C3B1E', '#5E7F2E'], shape: 'flat' },
  rolex: { title: 'Rolex', bg: '#FBEFD2', food: ['#E3B66D', '#F6D84A', '#3E8E41'], shape: 'stack' },
  soup: { title: 'Soup', bg: '#F3E6D8', food: ['#D9A441', '#B7772C', '#5E9E4A'], shape: 'cup' },
  salad: { title: 'Kachumbari', bg: '#E6F1E0', food: ['#D9442B', '#F1F1E6', '#3E8E41'], shape: 'pieces' },
  chai: { title: 'Chai', bg: '#F1E4D6', food: ['#C89A6A', '#A87548', '#FFFFFF'], shape: 'cup' },
  juice: { title: 'Fresh juice', bg: '#FDEFD0', food: ['#F2A93B', '#F7C85E', '#5E9E4A'], shape: 'glass' },
  cake: { title: 'Cake', bg: '#F8E4E0', food: ['#E7B98A', '#FFF6EC', '#C8432B'], shape: 'slice' },
}

/** A small deterministic pseudo-random sequence, so each dish scatters its pieces the same way. */
function sequence(seed: string) {
  let h = 2166136261
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909)
    return ((h >>> 0) % 1000) / 1000
  }
}

const plate = `<ellipse cx="200" cy="160" rx="150" ry="112" fill="#fff" stroke="#E4DAD2" stroke-width="4"/><ellipse cx="200" cy="160" rx="112" ry="82" fill="#FBF8F5"/>`

function food(key: string, look: Look): string {
  const next = sequence(key)
  const [a, b, c] = look.food
  const pieces = (count: number, color: string, size: number) =>
    Array.from({ length: count }, () => {
      const angle = next() * Math.PI * 2
      const r = next() * 62
      const x = Math.round(200 + Math.cos(angle) * r * 1.3)
      const y = Math.round(158 + Math.sin(angle) * r * 0.9)
      const rot = Math.round(next() * 180)
      return `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${Math.round(size / 2)}" fill="${color}" transform="rotate(${rot} ${x} ${y})"/>`
    }).join('')
  switch (look.shape) {
    case 'mound':
      return `<ellipse cx="200" cy="158" rx="92" ry="64" fill="${a}"/>${pieces(16, b ?? a ?? '#000', 7)}${pieces(6, c ?? a ?? '#000', 6)}`
    case 'pieces':
      return `<ellipse cx="200" cy="158" rx="96" ry="68" fill="${a}" opacity=".35"/>${pieces(14, a ?? '#000', 12)}${pieces(8, b ?? '#000', 9)}${pieces(6, c ?? '#000', 6)}`
    case 'flat':
      return `<ellipse cx="200" cy="158" rx="104" ry="74" fill="${a}"/><ellipse cx="200" cy="158" rx="60" ry="26" fill="${b}"/><path d="M260 158l34-22v44z" fill="${b}"/><circle cx="168" cy="150" r="5" fill="#2B2B2B"/><circle cx="150" cy="196" r="14" fill="${c}"/>`
    case 'stack':
      return `<ellipse cx="184" cy="166" rx="90" ry="60" fill="${b}"/><ellipse cx="214" cy="150" rx="90" ry="60" fill="${a}"/>${pieces(14, b ?? '#000', 5)}<ellipse cx="250" cy="190" rx="26" ry="16" fill="${c}"/>`
    case 'cup':
      return `<ellipse cx="200" cy="160" rx="84" ry="64" fill="#F4EEE8" stroke="#D8CDC3" stroke-width="4"/><ellipse cx="200" cy="156" rx="66" ry="48" fill="${a}"/><ellipse cx="184" cy="146" rx="22" ry="10" fill="${b}" opacity=".6"/><path d="M282 150c26-6 32 26 4 26" stroke="#D8CDC3" stroke-width="8" fill="none"/>${pieces(3, c ?? '#000', 5)}`
    case 'glass':
      return `<circle cx="200" cy="158" r="70" fill="#fff" stroke="#DCE6EA" stroke-width="6"/><circle cx="200" cy="158" r="58" fill="${a}"/><circle cx="186" cy="144" r="18" fill="${b}" opacity=".7"/><path d="M226 92l26-40" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`
    case 'slice':
      return `<path d="M130 200L200 90L290 200z" fill="${a}"/><path d="M130 200L200 90L212 108L150 204z" fill="${b}"/><path d="M140 186h140" stroke="${b}" stroke-width="8"/><circle cx="236" cy="142" r="10" fill="${c}"/>`
  }
}

function dishSvg(key: string, look: Look): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>${look.title}</title><rect width="400" height="300" fill="${look.bg}"/>${plate}${food(key, look)}</svg>\n`
}

const COVER_PALETTES = [
  ['#DE421B', '#F6B042', '#2F7A3A'],
  ['#1F6F8B', '#F4D35E', '#EE964B'],
  ['#6A4C93', '#F9C74F', '#43AA8B'],
  ['#2D6A4F', '#D8F3DC', '#B7410E'],
  ['#9C2C1E', '#F2C14E', '#3D405B'],
  ['#33658A', '#F6AE2D', '#F26419'],
  ['#7B2D26', '#F0E2A3', '#4F772D'],
  ['#3A3042', '#DB9D47', '#DE421B'],
]

/** Kikoi-like stripes with a row of pots and steam: one colour mood per cover. */
function coverSvg(n: number): string {
  const [a, b, c] = COVER_PALETTES[(n - 1) % COVER_PALETTES.length] ?? ['#000', '#fff', '#888']
  const stripes = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="0" y="${i * 30}" width="800" height="${i % 3 === 0 ? 12 : 6}" fill="${i % 2 ? b : c}" opacity=".55"/>`,
  ).join('')
  const pots = Array.from({ length: 5 }, (_, i) => {
    const x = 110 + i * 145
    return `<ellipse cx="${x}" cy="230" rx="54" ry="34" fill="#2B2522"/><rect x="${x - 60}" y="198" width="120" height="12" rx="6" fill="#3B332F"/><path d="M${x - 14} 186c-12-18 12-26 0-44M${x + 14} 186c-12-18 12-26 0-44" stroke="#fff" stroke-width="5" fill="none" opacity=".7" stroke-linecap="round"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300" role="img"><title>Kitchen cover ${n}</title><rect width="800" height="300" fill="${a}"/>${stripes}${pots}</svg>\n`
}

mkdirSync('public/art/dishes', { recursive: true })
mkdirSync('public/art/kitchens', { recursive: true })
for (const key of DISH_ART) writeFileSync(`public/art/dishes/${key}.svg`, dishSvg(key, LOOKS[key]))
for (let n = 1; n <= KITCHEN_COVERS; n++) writeFileSync(`public/art/kitchens/cover-${n}.svg`, coverSvg(n))
writeFileSync(
  'public/art/placeholder.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>No picture yet</title><rect width="400" height="300" fill="#F3EFEB"/>${plate}</svg>\n`,
)
console.log(`Wrote ${DISH_ART.length} dishes, ${KITCHEN_COVERS} covers and a placeholder.`)
