import sharp from 'sharp'
import type { Motif } from '../data/types.ts'

// Flat product illustrations for the demo thumbnails. Every motif is drawn on a 480 × 360 stage
// that is scaled into the requested size, so the drawings stay in proportion at any size.

export const motifs: readonly Motif[] = [
  'rollup',
  'popup-wall',
  'textile-frame',
  'counter',
  'beach-flag',
  'banner',
  'mesh-banner',
  'brochure-stand',
  'customer-stopper',
  'light-box',
  'table-display',
  'poster-stand',
  'tent',
  'accessories',
  'flag-pole',
  'sign',
]

export interface DrawOptions {
  width?: number
  height?: number
  label?: string
}

const STAGE_W = 480
const STAGE_H = 360
const LABEL_H = 40
const FALLBACK_COLOR = '#1d4ed8'

const METAL_LIGHT = '#f1f5f9'
const METAL = '#cbd5e1'
const METAL_DARK = '#94a3b8'
const FRAME_DARK = '#475569'
const INK = '#1e293b'

type Rgb = readonly [number, number, number]

function parseHex(color: string): Rgb {
  const hex = color.trim().replace(/^#/, '')
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return parseHex(FALLBACK_COLOR)
  const value = Number.parseInt(full, 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

function mix(color: string, target: Rgb, amount: number): string {
  const rgb = parseHex(color)
  const channel = (i: 0 | 1 | 2) =>
    Math.round(rgb[i] + (target[i] - rgb[i]) * amount)
      .toString(16)
      .padStart(2, '0')
  return `#${channel(0)}${channel(1)}${channel(2)}`
}

const lighten = (color: string, amount: number) => mix(color, [255, 255, 255], amount)
const darken = (color: string, amount: number) => mix(color, [0, 0, 0], amount)

/** Rounds coordinates so that the SVG stays small and readable. */
const r = (value: number) => Math.round(value * 10) / 10

const pts = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${r(x)},${r(y)}`).join(' ')

interface Ctx {
  color: string
  defs: string[]
  nextId: number
}

type Stop = readonly [offset: number, color: string, opacity?: number]

/** Registers a linear gradient and returns its fill reference. Coordinates are 0..1 of the box. */
function gradient(ctx: Ctx, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = `g${ctx.nextId++}`
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')
  ctx.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags}</linearGradient>`,
  )
  return `url(#${id})`
}

const metal = (ctx: Ctx, vertical = true) =>
  gradient(
    ctx,
    [
      [0, METAL_LIGHT],
      [0.5, METAL],
      [1, METAL_DARK],
    ],
    0,
    0,
    vertical ? 0 : 1,
    vertical ? 1 : 0,
  )

const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.14) =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${INK}" fill-opacity="${opacity}"/>`

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`

/**
 * A printed design (background gradient, diagonal band, logo and text lines) that stays inside
 * the box x, y, w, h. Tall boxes get a poster layout, wide boxes a banner layout.
 */
function artwork(ctx: Ctx, x: number, y: number, w: number, h: number, color = ctx.color): string {
  const fill = gradient(ctx, [
    [0, lighten(color, 0.18)],
    [1, darken(color, 0.22)],
  ])
  const out = [rect(x, y, w, h, fill)]
  const band = lighten(color, 0.55)
  if (w > h * 1.15) {
    // banner layout: logo left, text right, band along the bottom
    out.push(
      `<polygon points="${pts([
        [x, y + h * 0.72],
        [x + w, y + h * 0.5],
        [x + w, y + h * 0.68],
        [x, y + h * 0.9],
      ])}" fill="${band}" fill-opacity="0.55"/>`,
    )
    const radius = Math.min(h * 0.22, w * 0.12)
    const cx = x + w * 0.08 + radius
    const cy = y + h * 0.38
    out.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#ffffff"/>`)
    out.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.5)}" fill="${color}"/>`)
    const tx = cx + radius * 1.6
    const lineH = Math.max(3, h * 0.09)
    out.push(
      rect(tx, cy - lineH * 1.4, (x + w - tx) * 0.82, lineH, '#ffffff', `rx="${r(lineH / 2)}"`),
    )
    out.push(
      rect(
        tx,
        cy + lineH * 0.5,
        (x + w - tx) * 0.55,
        lineH * 0.7,
        '#ffffff',
        `rx="${r(lineH / 3)}" fill-opacity="0.8"`,
      ),
    )
  } else {
    // poster layout: logo on top, headline, band across the lower third, footer lines
    out.push(
      `<polygon points="${pts([
        [x, y + h * 0.62],
        [x + w, y + h * 0.5],
        [x + w, y + h * 0.66],
        [x, y + h * 0.78],
      ])}" fill="${band}" fill-opacity="0.55"/>`,
    )
    const radius = Math.min(w * 0.2, h * 0.1)
    const cx = x + w / 2
    const cy = y + h * 0.2
    out.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="#ffffff"/>`)
    out.push(`<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius * 0.5)}" fill="${color}"/>`)
    const lineH = Math.max(3, h * 0.035)
    out.push(rect(x + w * 0.15, y + h * 0.36, w * 0.7, lineH, '#ffffff', `rx="${r(lineH / 2)}"`))
    out.push(
      rect(
        x + w * 0.25,
        y + h * 0.36 + lineH * 1.8,
        w * 0.5,
        lineH * 0.7,
        '#ffffff',
        `rx="${r(lineH / 3)}" fill-opacity="0.8"`,
      ),
    )
    out.push(rect(x, y + h * 0.88, w, h * 0.12, darken(color, 0.35)))
    out.push(
      rect(
        x + w * 0.2,
        y + h * 0.925,
        w * 0.6,
        Math.max(2, h * 0.025),
        '#ffffff',
        'fill-opacity="0.75"',
      ),
    )
  }
  return out.join('')
}

// ---------------------------------------------------------------------------------------------
// Motifs

function rollup(ctx: Ctx, cx = 240, top = 34, w = 150, h = 262): string {
  const x = cx - w / 2
  const bottom = top + h
  return [
    shadow(cx, bottom + 22, w * 0.62, 9),
    // feet
    rect(x - 4, bottom + 14, 30, 8, FRAME_DARK, 'rx="3"'),
    rect(x + w - 26, bottom + 14, 30, 8, FRAME_DARK, 'rx="3"'),
    artwork(ctx, x, top, w, h),
    // top rail
    rect(x - 4, top - 6, w + 8, 9, FRAME_DARK, 'rx="3"'),
    // cassette
    rect(
      x - 10,
      bottom - 4,
      w + 20,
      22,
      metal(ctx),
      `rx="9" stroke="${METAL_DARK}" stroke-width="1.5"`,
    ),
    rect(x - 2, bottom + 2, w + 4, 3, '#ffffff', 'fill-opacity="0.7" rx="1.5"'),
  ].join('')
}

function popupWall(ctx: Ctx): string {
  const x0 = 92
  const x1 = 388
  const c = (x0 + x1) / 2
  const half = (x1 - x0) / 2
  const bow = (x: number) => 1 - ((x - c) / half) ** 2
  const topY = (x: number) => 44 + 24 * bow(x)
  const bottomY = (x: number) => 312 - 16 * bow(x)
  const lerpY = (x: number, t: number) => topY(x) + (bottomY(x) - topY(x)) * t
  const samples = Array.from({ length: 41 }, (_, i) => x0 + ((x1 - x0) * i) / 40)
  const region = (from: (x: number) => number, to: (x: number) => number) =>
    pts([
      ...samples.map((x) => [x, from(x)] as const),
      ...[...samples].reverse().map((x) => [x, to(x)] as const),
    ])

  const base = gradient(
    ctx,
    [
      [0, darken(ctx.color, 0.3)],
      [0.5, lighten(ctx.color, 0.12)],
      [1, darken(ctx.color, 0.3)],
    ],
    0,
    0,
    1,
    0,
  )
  const out = [shadow(c, 318, 172, 12)]
  // end caps, drawn first so the wall overlaps them
  for (const ex of [x0, x1]) {
    out.push(
      rect(
        ex - 10,
        topY(ex) - 2,
        20,
        bottomY(ex) - topY(ex) + 4,
        darken(ctx.color, 0.45),
        'rx="9"',
      ),
    )
  }
  out.push(`<polygon points="${region(topY, bottomY)}" fill="${base}"/>`)
  // swoosh band across the whole wall
  out.push(
    `<polygon points="${region(
      (x) => lerpY(x, 0.58 - 0.18 * ((x - x0) / (x1 - x0))),
      (x) => lerpY(x, 0.74 - 0.14 * ((x - x0) / (x1 - x0))),
    )}" fill="${lighten(ctx.color, 0.6)}" fill-opacity="0.6"/>`,
  )
  out.push(
    `<polygon points="${region((x) => lerpY(x, 0.9), bottomY)}" fill="${darken(ctx.color, 0.4)}"/>`,
  )
  // logo and headline in the middle panels
  out.push(`<circle cx="${c}" cy="${r(lerpY(c, 0.24))}" r="30" fill="#ffffff"/>`)
  out.push(`<circle cx="${c}" cy="${r(lerpY(c, 0.24))}" r="15" fill="${ctx.color}"/>`)
  out.push(rect(c - 70, lerpY(c, 0.4), 140, 10, '#ffffff', 'rx="5"'))
  out.push(rect(c - 48, lerpY(c, 0.4) + 17, 96, 7, '#ffffff', 'rx="3.5" fill-opacity="0.8"'))
  // panel seams: closer together towards the ends, as on a curved wall
  const panels = 6
  const maxAngle = Math.PI / 3
  for (let i = 1; i < panels; i++) {
    const angle = -maxAngle + (2 * maxAngle * i) / panels
    const sx = c + (half * Math.sin(angle)) / Math.sin(maxAngle)
    out.push(
      `<path d="M${r(sx)} ${r(topY(sx))}L${r(sx)} ${r(bottomY(sx))}" stroke="${INK}" stroke-opacity="0.28" stroke-width="2"/>`,
    )
  }
  // top and bottom edge highlight
  out.push(
    `<polyline points="${pts(samples.map((x) => [x, topY(x)] as const))}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
  )
  return out.join('')
}

function textileFrame(ctx: Ctx): string {
  const x = 70
  const y = 52
  const w = 340
  const h = 220
  const out = [shadow(240, 318, 190, 10)]
  for (const fx of [x + 50, x + w - 50]) {
    out.push(rect(fx - 5, y + h, 10, 36, METAL_DARK))
    out.push(rect(fx - 46, y + h + 34, 92, 10, FRAME_DARK, 'rx="5"'))
  }
  // frame depth on the right and bottom
  out.push(
    `<polygon points="${pts([
      [x + w, y],
      [x + w + 12, y + 8],
      [x + w + 12, y + h + 8],
      [x + 12, y + h + 8],
      [x, y + h],
    ])}" fill="${METAL_DARK}"/>`,
  )
  out.push(rect(x - 7, y - 7, w + 14, h + 14, metal(ctx), `rx="3"`))
  out.push(artwork(ctx, x, y, w, h))
  // soft fabric sheen
  out.push(
    rect(
      x,
      y,
      w,
      h,
      gradient(
        ctx,
        [
          [0, '#ffffff', 0.18],
          [0.45, '#ffffff', 0],
          [1, '#ffffff', 0.08],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  )
  return out.join('')
}

function counter(ctx: Ctx): string {
  const left = 130
  const right = 350
  const rx = (right - left) / 2
  const ry = 20
  const top = 122
  const bottom = 292
  const front = (y1: number, y2: number) =>
    `M${left} ${y1}A${rx} ${ry} 0 0 0 ${right} ${y1}L${right} ${y2}A${rx} ${ry} 0 0 1 ${left} ${y2}Z`
  const body = gradient(
    ctx,
    [
      [0, darken(ctx.color, 0.35)],
      [0.4, lighten(ctx.color, 0.1)],
      [0.6, lighten(ctx.color, 0.1)],
      [1, darken(ctx.color, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )
  return [
    shadow(240, bottom + ry + 6, 140, 14),
    `<path d="M${left} ${top}L${left} ${bottom}A${rx} ${ry} 0 0 0 ${right} ${bottom}L${right} ${top}A${rx} ${ry} 0 0 1 ${left} ${top}Z" fill="${body}"/>`,
    `<path d="${front(222, 246)}" fill="${lighten(ctx.color, 0.6)}" fill-opacity="0.6"/>`,
    `<path d="${front(bottom - 12, bottom)}" fill="${darken(ctx.color, 0.5)}"/>`,
    `<circle cx="240" cy="174" r="26" fill="#ffffff"/>`,
    `<circle cx="240" cy="174" r="13" fill="${ctx.color}"/>`,
    rect(180, 208, 120, 8, '#ffffff', 'rx="4"'),
    // counter top with edge
    `<path d="M${left - 14} ${top - 6}L${left - 14} ${top + 4}A${rx + 14} ${ry + 4} 0 0 0 ${right + 14} ${top + 4}L${right + 14} ${top - 6}Z" fill="${INK}"/>`,
    `<ellipse cx="240" cy="${top - 6}" rx="${rx + 14}" ry="${ry + 4}" fill="${FRAME_DARK}"/>`,
    `<ellipse cx="228" cy="${top - 9}" rx="${rx - 20}" ry="${ry - 9}" fill="#ffffff" fill-opacity="0.12"/>`,
  ].join('')
}

function beachFlag(ctx: Ctx): string {
  const out = [shadow(200, 330, 60, 7), shadow(318, 330, 50, 6)]
  // feather flag behind, on the right
  const fx = 300
  const feather = `M${fx} 300L${fx} 78C${fx + 4} 58 ${fx + 62} 60 ${fx + 74} 104L${fx + 80} 250C${fx + 60} 268 ${fx + 30} 284 ${fx} 300Z`
  out.push(
    `<path d="${feather}" fill="${gradient(ctx, [
      [0, lighten(ctx.color, 0.35)],
      [1, lighten(ctx.color, 0.05)],
    ])}"/>`,
  )
  out.push(
    `<path d="M${fx + 6} 210C${fx + 30} 190 ${fx + 56} 176 ${fx + 78} 168L${fx + 79} 196C${fx + 56} 204 ${fx + 30} 218 ${fx + 6} 238Z" fill="#ffffff" fill-opacity="0.7"/>`,
  )
  out.push(`<circle cx="${fx + 34}" cy="118" r="17" fill="#ffffff"/>`)
  out.push(
    `<path d="M${fx} 330L${fx} 78C${fx + 4} 58 ${fx + 62} 60 ${fx + 74} 104" fill="none" stroke="${FRAME_DARK}" stroke-width="4" stroke-linecap="round"/>`,
  )
  // teardrop flag in front
  const px = 170
  const drop = `M${px} 296L${px} 104C${px} 40 ${px + 128} 30 ${px + 138} 118C${px + 144} 188 ${px + 90} 258 ${px} 296Z`
  out.push(
    `<path d="${drop}" fill="${gradient(ctx, [
      [0, lighten(ctx.color, 0.12)],
      [1, darken(ctx.color, 0.25)],
    ])}"/>`,
  )
  out.push(
    `<path d="M${px + 4} 214C${px + 50} 186 ${px + 100} 170 ${px + 136} 160L${px + 131} 196C${px + 96} 206 ${px + 50} 222 ${px + 4} 250Z" fill="${lighten(ctx.color, 0.6)}" fill-opacity="0.65"/>`,
  )
  out.push(`<circle cx="${px + 64}" cy="106" r="28" fill="#ffffff"/>`)
  out.push(`<circle cx="${px + 64}" cy="106" r="14" fill="${ctx.color}"/>`)
  out.push(rect(px + 26, 146, 86, 8, '#ffffff', 'rx="4"'))
  out.push(
    `<path d="M${px} 318L${px} 104C${px} 40 ${px + 128} 30 ${px + 138} 118" fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
  )
  // ground spike
  out.push(rect(px - 16, 314, 32, 6, FRAME_DARK, 'rx="3"'))
  out.push(
    `<polygon points="${pts([
      [px - 4, 320],
      [px + 4, 320],
      [px, 342],
    ])}" fill="${FRAME_DARK}"/>`,
  )
  out.push(rect(fx - 12, 326, 24, 5, FRAME_DARK, 'rx="2.5"'))
  return out.join('')
}

function eyelet(x: number, y: number) {
  return `<circle cx="${r(x)}" cy="${r(y)}" r="6" fill="${METAL_LIGHT}" stroke="${METAL_DARK}" stroke-width="3"/>`
}

function eyelets(x: number, y: number, w: number, h: number, inset = 10, count = 7): string {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const ex = x + inset + ((w - 2 * inset) * i) / (count - 1)
    out.push(eyelet(ex, y + inset), eyelet(ex, y + h - inset))
  }
  return out.join('')
}

function banner(ctx: Ctx): string {
  const x = 78
  const y = 92
  const w = 324
  const h = 168
  const out = [shadow(240, 330, 210, 7, 0.1)]
  // posts
  for (const px of [30, 450]) {
    out.push(rect(px - 6, 50, 12, 282, metal(ctx, false), 'rx="4"'))
    out.push(rect(px - 14, 326, 28, 8, FRAME_DARK, 'rx="3"'))
  }
  // ropes from the corner eyelets to the posts
  const rope = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${FRAME_DARK}" stroke-width="2"/>`
  out.push(
    rope(x + 10, y + 10, 36, y - 8),
    rope(x + 10, y + h - 10, 36, y + h + 8),
    rope(x + w - 10, y + 10, 444, y - 8),
    rope(x + w - 10, y + h - 10, 444, y + h + 8),
  )
  out.push(artwork(ctx, x, y, w, h))
  // hem
  out.push(
    rect(
      x + 3,
      y + 3,
      w - 6,
      h - 6,
      'none',
      `stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" stroke-dasharray="6 4"`,
    ),
  )
  out.push(eyelets(x, y, w, h))
  return out.join('')
}

function meshBanner(ctx: Ctx): string {
  const fx = 46
  const fy = 64
  const fw = 388
  const fh = 236
  const out = [shadow(240, 334, 230, 7, 0.1)]
  // construction fence: feet, tube frame and wire grid
  for (const px of [fx, fx + fw]) {
    out.push(rect(px - 26, 310, 52, 22, '#9ca3af', 'rx="3"'))
    out.push(rect(px - 26, 310, 52, 5, '#d1d5db', 'rx="2"'))
  }
  const wires: string[] = []
  for (let wx = fx + 12; wx < fx + fw; wx += 12) wires.push(`M${wx} ${fy}V${fy + fh}`)
  for (let wy = fy + 40; wy < fy + fh; wy += 40) wires.push(`M${fx} ${wy}H${fx + fw}`)
  out.push(`<path d="${wires.join('')}" stroke="${METAL_DARK}" stroke-width="1.5"/>`)
  out.push(
    rect(fx, fy, fw, fh, 'none', `stroke="${METAL_DARK}" stroke-width="7" rx="6"`),
    `<path d="M${fx} ${fy + fh}V316M${fx + fw} ${fy + fh}V316" stroke="${METAL_DARK}" stroke-width="7"/>`,
  )
  // mesh banner with a see-through dot texture
  const x = fx + 16
  const y = fy + 18
  const w = fw - 32
  const h = fh - 36
  out.push(artwork(ctx, x, y, w, h))
  const dots: string[] = []
  for (let dy = y + 4; dy < y + h - 2; dy += 7) {
    for (let dx = x + 4 + ((dy - y) % 14 === 4 ? 0 : 3.5); dx < x + w - 2; dx += 7) {
      dots.push(`M${r(dx)} ${r(dy)}h1.8v1.8h-1.8z`)
    }
  }
  out.push(`<path d="${dots.join('')}" fill="#f8fafc" fill-opacity="0.55"/>`)
  // wires showing through the mesh
  out.push(
    `<path d="${wires.filter((_, i) => i % 2 === 0).join('')}" stroke="${INK}" stroke-opacity="0.12" stroke-width="1.5"/>`,
  )
  out.push(eyelets(x, y, w, h, 9, 8))
  return out.join('')
}

function brochureStand(ctx: Ctx): string {
  const cx = 240
  const out = [shadow(cx, 322, 88, 9)]
  // back plate and base
  out.push(
    rect(
      cx - 62,
      38,
      124,
      276,
      metal(ctx, false),
      `rx="6" stroke="${METAL_DARK}" stroke-width="1.5"`,
    ),
  )
  out.push(rect(cx - 80, 310, 160, 12, FRAME_DARK, 'rx="5"'))
  const leafletColors = [
    ctx.color,
    lighten(ctx.color, 0.45),
    darken(ctx.color, 0.3),
    mix(ctx.color, [250, 204, 21], 0.45),
  ]
  for (let i = 0; i < 4; i++) {
    const pocketTop = 92 + i * 58
    const offset = i % 2 === 0 ? -8 : 8
    const color = leafletColors[i] ?? ctx.color
    // leaflet sticking out of the pocket
    const lx = cx - 42 + offset
    const ly = pocketTop - 38
    out.push(artwork(ctx, lx, ly, 84, 66, color))
    out.push(rect(lx, ly, 84, 66, 'none', `stroke="${darken(color, 0.3)}" stroke-width="1"`))
    // clear acrylic pocket
    out.push(
      rect(
        cx - 56,
        pocketTop,
        112,
        30,
        '#e0f2fe',
        `fill-opacity="0.72" stroke="#94a3b8" stroke-width="2" rx="3"`,
      ),
    )
    out.push(rect(cx - 52, pocketTop + 4, 104, 4, '#ffffff', 'fill-opacity="0.8" rx="2"'))
  }
  return out.join('')
}

function customerStopper(ctx: Ctx): string {
  const x = 160
  const y = 52
  const w = 160
  const h = 232
  const out = [shadow(240, 328, 130, 9)]
  // rear legs splaying out behind the front panel
  out.push(
    `<path d="M${x + 14} ${y + 10}L${x - 34} 326M${x + w - 14} ${y + 10}L${x + w + 34} 326" stroke="${METAL_DARK}" stroke-width="10" stroke-linecap="round"/>`,
  )
  // front legs
  out.push(
    `<path d="M${x + 8} ${y + h}L${x - 4} 326M${x + w - 8} ${y + h}L${x + w + 4} 326" stroke="${METAL}" stroke-width="10" stroke-linecap="round"/>`,
  )
  // snap frame with poster
  out.push(
    rect(
      x - 10,
      y - 10,
      w + 20,
      h + 20,
      metal(ctx, false),
      `rx="8" stroke="${METAL_DARK}" stroke-width="1.5"`,
    ),
  )
  out.push(artwork(ctx, x, y, w, h))
  out.push(
    rect(
      x - 3,
      y - 3,
      w + 6,
      h + 6,
      'none',
      `stroke="#ffffff" stroke-opacity="0.6" stroke-width="2" rx="2"`,
    ),
  )
  // hinge
  out.push(rect(x + w / 2 - 16, y - 16, 32, 8, FRAME_DARK, 'rx="4"'))
  return out.join('')
}

function lightBox(ctx: Ctx): string {
  const x = 106
  const y = 66
  const w = 268
  const h = 190
  const glow = lighten(ctx.color, 0.35)
  const out: string[] = []
  // soft glow around the frame
  for (let i = 7; i >= 1; i--) {
    const spread = i * 7
    out.push(
      rect(
        x - spread,
        y - spread,
        w + 2 * spread,
        h + 2 * spread,
        glow,
        `rx="${spread + 6}" fill-opacity="0.07"`,
      ),
    )
  }
  out.push(rect(x - 12, y - 12, w + 24, h + 24, INK, 'rx="6"'))
  out.push(artwork(ctx, x, y, w, h, lighten(ctx.color, 0.12)))
  // backlight: bright centre fading to the edges
  out.push(
    rect(
      x,
      y,
      w,
      h,
      gradient(
        ctx,
        [
          [0, '#ffffff', 0],
          [0.5, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  out.push(rect(x, y, w, 6, '#ffffff', 'fill-opacity="0.6"'))
  // wall mounts and cable
  out.push(
    `<path d="M${x + w - 40} ${y + h + 12}C${x + w - 40} 300 ${x + w + 20} 300 ${x + w + 20} 334" fill="none" stroke="${FRAME_DARK}" stroke-width="3"/>`,
  )
  out.push(rect(x + w + 12, 326, 16, 12, FRAME_DARK, 'rx="2"'))
  // light rays
  const rays: string[] = []
  for (const [x1, y1, x2, y2] of [
    [x - 30, y - 30, x - 48, y - 48],
    [x + w + 30, y - 30, x + w + 48, y - 48],
    [x + w / 2, y - 34, x + w / 2, y - 56],
    [x - 36, y + h / 2, x - 60, y + h / 2],
    [x + w + 36, y + h / 2, x + w + 60, y + h / 2],
  ] as const) {
    rays.push(`M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}`)
  }
  out.push(`<path d="${rays.join('')}" stroke="${glow}" stroke-width="5" stroke-linecap="round"/>`)
  return out.join('')
}

function tableDisplay(ctx: Ctx): string {
  const out = [shadow(240, 330, 190, 9)]
  // table
  out.push(rect(92, 240, 12, 86, FRAME_DARK), rect(376, 240, 12, 86, FRAME_DARK))
  out.push(rect(70, 226, 340, 16, '#e7e5e4', `rx="3" stroke="#a8a29e" stroke-width="1.5"`))
  out.push(rect(70, 238, 340, 4, '#a8a29e'))
  // tabletop roll-up
  out.push(shadow(170, 227, 54, 4, 0.18))
  out.push(artwork(ctx, 130, 70, 82, 146))
  out.push(rect(127, 66, 88, 6, FRAME_DARK, 'rx="2"'))
  out.push(rect(122, 212, 98, 14, metal(ctx), `rx="6" stroke="${METAL_DARK}" stroke-width="1.2"`))
  // acrylic brochure holder with leaflets
  out.push(artwork(ctx, 268, 128, 76, 96, lighten(ctx.color, 0.35)))
  out.push(artwork(ctx, 280, 150, 76, 74, darken(ctx.color, 0.15)))
  out.push(
    `<polygon points="${pts([
      [262, 176],
      [362, 176],
      [362, 226],
      [262, 226],
    ])}" fill="#e0f2fe" fill-opacity="0.7" stroke="${METAL_DARK}" stroke-width="2"/>`,
  )
  return out.join('')
}

function posterStand(ctx: Ctx): string {
  const x = 168
  const y = 36
  const w = 144
  const h = 196
  return [
    shadow(240, 324, 84, 9),
    `<ellipse cx="240" cy="318" rx="68" ry="11" fill="${FRAME_DARK}"/>`,
    `<ellipse cx="240" cy="315" rx="60" ry="8" fill="${METAL_DARK}"/>`,
    rect(234, y + h, 12, 318 - y - h, metal(ctx, false)),
    rect(
      x - 10,
      y - 10,
      w + 20,
      h + 20,
      metal(ctx, false),
      `rx="5" stroke="${METAL_DARK}" stroke-width="1.5"`,
    ),
    artwork(ctx, x, y, w, h),
    rect(
      x - 2,
      y - 2,
      w + 4,
      h + 4,
      'none',
      `stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"`,
    ),
  ].join('')
}

function tent(ctx: Ctx): string {
  const fl = [96, 168] as const
  const fr = [318, 168] as const
  const br = [394, 130] as const
  const bl = [172, 130] as const
  const peak = [246, 54] as const
  const valance = 28
  const legBottom = 318
  const out = [shadow(250, 324, 190, 14)]
  // back side wall between the rear legs
  out.push(
    rect(
      bl[0],
      bl[1] + valance,
      br[0] - bl[0],
      legBottom - 38 - bl[1] - valance,
      lighten(ctx.color, 0.55),
    ),
  )
  out.push(rect(bl[0], bl[1] + valance + 70, br[0] - bl[0], 28, lighten(ctx.color, 0.35)))
  // rear legs
  out.push(rect(bl[0] - 3, bl[1] + valance, 6, legBottom - 38 - bl[1] - valance, METAL_DARK))
  out.push(rect(br[0] - 3, br[1] + valance, 6, legBottom - 38 - br[1] - valance, METAL_DARK))
  // scissor truss under the valance, front
  out.push(
    `<path d="M${fl[0]} ${fl[1] + valance}L${fr[0]} ${fr[1] + valance + 18}M${fl[0]} ${fl[1] + valance + 18}L${fr[0]} ${fr[1] + valance}" stroke="${METAL_DARK}" stroke-width="3"/>`,
  )
  // front legs with feet
  for (const [lx, ly] of [fl, fr]) {
    out.push(rect(lx - 4, ly, 8, legBottom - ly, metal(ctx, false)))
    out.push(rect(lx - 10, legBottom - 4, 20, 6, FRAME_DARK, 'rx="2"'))
  }
  // roof: front and side faces
  out.push(`<polygon points="${pts([fl, fr, peak])}" fill="${ctx.color}"/>`)
  out.push(`<polygon points="${pts([fr, br, peak])}" fill="${darken(ctx.color, 0.28)}"/>`)
  out.push(
    `<circle cx="${(fl[0] + fr[0] + peak[0]) / 3}" cy="${(fl[1] * 2 + peak[1]) / 3 + 6}" r="18" fill="#ffffff"/>`,
  )
  out.push(
    `<circle cx="${(fl[0] + fr[0] + peak[0]) / 3}" cy="${(fl[1] * 2 + peak[1]) / 3 + 6}" r="8" fill="${ctx.color}"/>`,
  )
  // valances with printed lettering
  out.push(
    `<polygon points="${pts([fl, fr, [fr[0], fr[1] + valance], [fl[0], fl[1] + valance]])}" fill="${darken(ctx.color, 0.12)}"/>`,
  )
  out.push(
    `<polygon points="${pts([fr, br, [br[0], br[1] + valance], [fr[0], fr[1] + valance]])}" fill="${darken(ctx.color, 0.4)}"/>`,
  )
  out.push(rect(fl[0] + 50, fl[1] + 10, 122, 8, '#ffffff', 'rx="4"'))
  out.push(
    `<polygon points="${pts([
      [fr[0] + 18, fr[1] + 3],
      [br[0] - 14, br[1] + 10],
      [br[0] - 14, br[1] + 16],
      [fr[0] + 18, fr[1] + 9],
    ])}" fill="#ffffff" fill-opacity="0.75"/>`,
  )
  return out.join('')
}

function accessories(ctx: Ctx): string {
  const out = [shadow(240, 324, 200, 10)]
  // barrel transport case with wheels and a printed wrap
  const cx = 140
  out.push(
    rect(
      cx - 62,
      110,
      124,
      196,
      gradient(
        ctx,
        [
          [0, '#334155'],
          [0.45, '#64748b'],
          [1, '#1e293b'],
        ],
        0,
        0,
        1,
        0,
      ),
      'rx="10"',
    ),
  )
  out.push(
    rect(
      cx - 62,
      170,
      124,
      74,
      gradient(
        ctx,
        [
          [0, darken(ctx.color, 0.3)],
          [0.45, lighten(ctx.color, 0.15)],
          [1, darken(ctx.color, 0.35)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  )
  out.push(`<circle cx="${cx}" cy="198" r="16" fill="#ffffff"/>`)
  out.push(rect(cx - 34, 222, 68, 6, '#ffffff', 'rx="3"'))
  out.push(`<ellipse cx="${cx}" cy="110" rx="62" ry="14" fill="#475569"/>`)
  out.push(`<ellipse cx="${cx}" cy="108" rx="54" ry="10" fill="#64748b"/>`)
  out.push(rect(cx - 22, 88, 44, 10, INK, 'rx="5"'))
  out.push(
    `<circle cx="${cx - 40}" cy="312" r="11" fill="${INK}"/><circle cx="${cx - 40}" cy="312" r="4" fill="${METAL}"/>`,
  )
  out.push(
    `<circle cx="${cx + 40}" cy="312" r="11" fill="${INK}"/><circle cx="${cx + 40}" cy="312" r="4" fill="${METAL}"/>`,
  )
  // LED spotlight on its arm, with a beam
  out.push(
    `<polygon points="${pts([
      [376, 118],
      [300, 248],
      [428, 248],
    ])}" fill="#fde68a" fill-opacity="0.45"/>`,
  )
  out.push(
    `<path d="M262 70C300 52 352 58 372 96" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  )
  out.push(rect(256, 70, 10, 220, metal(ctx, false), 'rx="3"'))
  out.push(rect(250, 60, 22, 20, FRAME_DARK, 'rx="3"'))
  out.push(
    `<polygon points="${pts([
      [356, 92],
      [392, 92],
      [400, 124],
      [348, 124],
    ])}" fill="${INK}"/>`,
  )
  out.push(`<ellipse cx="374" cy="124" rx="26" ry="6" fill="#fef3c7"/>`)
  // padded carry bag
  out.push(rect(238, 258, 190, 56, ctx.color, 'rx="26"'))
  out.push(rect(238, 258, 190, 20, lighten(ctx.color, 0.2), 'rx="10" fill-opacity="0.6"'))
  out.push(
    `<path d="M254 270H412" stroke="${darken(ctx.color, 0.45)}" stroke-width="3" stroke-dasharray="4 3"/>`,
  )
  out.push(
    `<path d="M306 262C306 236 360 236 360 262" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`,
  )
  out.push(rect(380, 282, 30, 14, '#ffffff', 'rx="3" fill-opacity="0.85"'))
  return out.join('')
}

function flagPole(ctx: Ctx): string {
  const out: string[] = []
  const poles = [128, 240, 352]
  const colors = [lighten(ctx.color, 0.2), ctx.color, darken(ctx.color, 0.2)]
  poles.forEach((px, i) => {
    const color = colors[i] ?? ctx.color
    const top = 40
    out.push(shadow(px, 326, 36, 5))
    out.push(rect(px - 4, top, 8, 286, metal(ctx, false), 'rx="3"'))
    out.push(rect(px - 16, 318, 32, 8, FRAME_DARK, 'rx="3"'))
    out.push(`<circle cx="${px}" cy="${top - 4}" r="7" fill="#eab308"/>`)
    // waving flag
    const fx = px + 4
    const fy = top + 8
    const fw = 92
    const fh = 92
    const wave = `M${fx} ${fy}C${fx + fw * 0.35} ${fy - 12} ${fx + fw * 0.65} ${fy + 14} ${fx + fw} ${fy + 2}L${fx + fw} ${fy + fh + 2}C${fx + fw * 0.65} ${fy + fh + 14} ${fx + fw * 0.35} ${fy + fh - 12} ${fx} ${fy + fh}Z`
    out.push(
      `<path d="${wave}" fill="${gradient(
        ctx,
        [
          [0, darken(color, 0.12)],
          [0.5, lighten(color, 0.12)],
          [1, darken(color, 0.18)],
        ],
        0,
        0,
        1,
        0,
      )}"/>`,
    )
    out.push(
      `<path d="M${fx} ${fy + fh * 0.62}C${fx + fw * 0.35} ${fy + fh * 0.55} ${fx + fw * 0.65} ${fy + fh * 0.8} ${fx + fw} ${fy + fh * 0.66}L${fx + fw} ${fy + fh * 0.8}C${fx + fw * 0.65} ${fy + fh * 0.94} ${fx + fw * 0.35} ${fy + fh * 0.7} ${fx} ${fy + fh * 0.78}Z" fill="#ffffff" fill-opacity="0.75"/>`,
    )
    out.push(`<circle cx="${fx + fw * 0.45}" cy="${fy + fh * 0.34}" r="15" fill="#ffffff"/>`)
    out.push(`<circle cx="${fx + fw * 0.45}" cy="${fy + fh * 0.34}" r="7" fill="${color}"/>`)
  })
  return out.join('')
}

function sign(ctx: Ctx): string {
  const x = 96
  const y = 88
  const w = 288
  const h = 172
  const out: string[] = []
  // a section of plastered wall with faint courses
  out.push(rect(20, 20, STAGE_W - 40, STAGE_H - 40, '#ece9e4', 'rx="16"'))
  const courses: string[] = []
  for (let cy = 60; cy < STAGE_H - 30; cy += 40) courses.push(`M32 ${cy}H${STAGE_W - 32}`)
  out.push(`<path d="${courses.join('')}" stroke="#dcd7cf" stroke-width="2"/>`)
  // plate shadow shows the distance from the wall
  out.push(rect(x + 10, y + 12, w, h, INK, 'rx="4" fill-opacity="0.16"'))
  out.push(rect(x + 3, y + 3, w, h, '#cbd5e1', 'rx="4"'))
  out.push(artwork(ctx, x, y, w, h))
  // stand-offs
  for (const [sx, sy] of [
    [x + 18, y + 18],
    [x + w - 18, y + 18],
    [x + 18, y + h - 18],
    [x + w - 18, y + h - 18],
  ] as const) {
    out.push(
      `<circle cx="${sx}" cy="${sy}" r="10" fill="${metal(ctx)}" stroke="${METAL_DARK}" stroke-width="1.5"/>`,
    )
    out.push(`<circle cx="${sx - 2}" cy="${sy - 2}" r="3.5" fill="#ffffff" fill-opacity="0.9"/>`)
  }
  return out.join('')
}

const painters: Record<Motif, (ctx: Ctx) => string> = {
  rollup: (ctx) => rollup(ctx),
  'popup-wall': popupWall,
  'textile-frame': textileFrame,
  counter,
  'beach-flag': beachFlag,
  banner,
  'mesh-banner': meshBanner,
  'brochure-stand': brochureStand,
  'customer-stopper': customerStopper,
  'light-box': lightBox,
  'table-display': tableDisplay,
  'poster-stand': posterStand,
  tent,
  accessories,
  'flag-pole': flagPole,
  sign,
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  )

/** An SVG illustration of the given product kind, main colour `color`, on a light background. */
export function drawMotif(motif: Motif, color: string, options: DrawOptions = {}): string {
  const width = Math.max(1, Math.round(options.width ?? STAGE_W))
  const height = Math.max(1, Math.round(options.height ?? STAGE_H))
  const label = options.label?.trim()
  const ctx: Ctx = { color: mix(color, [0, 0, 0], 0), defs: [], nextId: 1 }

  const areaH = label ? Math.max(1, height - LABEL_H) : height
  const scale = Math.min(width / STAGE_W, areaH / STAGE_H)
  const dx = (width - STAGE_W * scale) / 2
  const dy = (areaH - STAGE_H * scale) / 2
  const background = gradient(ctx, [
    [0, '#f8fafc'],
    [1, '#e8ecf1'],
  ])
  const body = painters[motif](ctx)
  const labelTag = label
    ? `<text x="${r(width / 2)}" y="${r(height - LABEL_H / 2 + 6)}" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-size="18" font-weight="600" fill="${INK}">${escapeXml(label)}</text>`
    : ''

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${ctx.defs.join('')}</defs>`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<g transform="translate(${r(dx)} ${r(dy)}) scale(${Math.round(scale * 10000) / 10000})">${body}</g>`,
    labelTag,
    '</svg>',
  ].join('')
}

/** Renders an SVG to a WebP thumbnail of the given width. */
export async function renderWebp(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 80 }).toBuffer()
}
