import type { Localized, Motif } from './types.ts'

// The demo catalogue: what a display maker would really sell, at realistic net prices in cents.
// A combination's price is the sum of the product price and its option values' prices
// (see server/db/seed/catalog.seed.ts); `real` is material cost, `additional` hardware, both on top.

export interface SeedOptionValue {
  title: Localized
  price?: number
  real?: number
  additional?: number
}

export interface SeedOption {
  title: Localized
  values: SeedOptionValue[]
}

export type ServiceKey = 'bag' | 'spotlight' | 'sparePrint' | 'case'

export interface SeedProduct {
  key: string
  /** 2: configurator; `excluded` names value-index tuples that are not built. */
  type?: 1 | 2
  /** Category keys; the first is the default menu. */
  menus: string[]
  motif: Motif
  color: string
  title: Localized
  featureDesc: Localized
  description: Localized
  technical: [Localized, Localized][]
  scope: Localized[]
  priceCents: number
  options: SeedOption[]
  excluded?: (valueIndexes: number[]) => boolean
  /** Without 24 h production (large or hand-built items). */
  no24h?: boolean
  services: ServiceKey[]
  tiers?: { minQuantity: number; percent: number }[]
  format?: { widthMm: number; heightMm: number; bleedMm: number }
  keywords?: string
}

const L = (de: string, en: string): Localized => ({ de, en })

const cm = (
  width: number,
  price: number,
  extra: Partial<SeedOptionValue> = {},
): SeedOptionValue => ({
  title: L(`${width} cm`, `${width} cm`),
  price,
  ...extra,
})

const sizeValue = (de: string, en: string, price: number): SeedOptionValue => ({
  title: L(de, en),
  price,
})

const width = (values: SeedOptionValue[]): SeedOption => ({ title: L('Breite', 'Width'), values })
const size = (values: SeedOptionValue[]): SeedOption => ({ title: L('Größe', 'Size'), values })

const rollUpMaterial: SeedOption = {
  title: L('Druckmaterial', 'Print material'),
  values: [
    {
      title: L('PET-Folie mit Grau-Rücken, blickdicht', 'PET film with grey back, opaque'),
      real: 0,
    },
    {
      title: L('Polyester-Textil B1, knitterarm', 'Polyester fabric B1, crease-resistant'),
      real: 1500,
    },
    { title: L('Blockout-Folie, mattes Finish', 'Blockout film, matt finish'), real: 900 },
  ],
}

const rollUpHeight: SeedOption = {
  title: L('Höhe', 'Height'),
  values: [{ title: L('200 cm', '200 cm') }, { title: L('220 cm', '220 cm'), additional: 1200 }],
}

const fabric: SeedOption = {
  title: L('Stoff', 'Fabric'),
  values: [
    { title: L('Polyester-Stretch 220 g/m², B1', 'Polyester stretch 220 g/m², B1') },
    { title: L('Blockout-Textil, lichtundurchlässig', 'Blockout fabric, light-tight'), real: 2400 },
  ],
}

const sides = (doublePrice: number): SeedOption => ({
  title: L('Bedruckung', 'Printing'),
  values: [
    { title: L('einseitig', 'single-sided') },
    { title: L('beidseitig', 'double-sided'), real: doublePrice },
  ],
})

const flagBase: SeedOption = {
  title: L('Fuß', 'Base'),
  values: [
    { title: L('Kreuzfuß mit Wassersack', 'Cross base with water bag') },
    { title: L('Erdspieß', 'Ground spike') },
    { title: L('Stahlbodenplatte 12 kg', 'Steel base plate 12 kg'), additional: 3900 },
  ],
}

const bannerFinish: SeedOption = {
  title: L('Konfektion', 'Finishing'),
  values: [
    { title: L('Ösen alle 50 cm', 'Eyelets every 50 cm') },
    { title: L('Saum und Ösen alle 50 cm', 'Hem and eyelets every 50 cm'), additional: 900 },
    { title: L('Hohlsaum oben und unten', 'Pole pockets top and bottom'), additional: 1400 },
  ],
}

const standardTiers = [
  { minQuantity: 3, percent: 5 },
  { minQuantity: 5, percent: 8 },
  { minQuantity: 10, percent: 12 },
  { minQuantity: 25, percent: 15 },
]

const bannerTiers = [
  { minQuantity: 2, percent: 5 },
  { minQuantity: 5, percent: 10 },
  { minQuantity: 10, percent: 15 },
  { minQuantity: 20, percent: 20 },
]

const fewTiers = [
  { minQuantity: 2, percent: 3 },
  { minQuantity: 5, percent: 6 },
]

const row = (deLabel: string, enLabel: string, de: string, en: string): [Localized, Localized] => [
  L(deLabel, enLabel),
  L(de, en),
]

const rollUpScope = [
  L('Kassette mit Druck, vormontiert', 'Cassette with print, pre-assembled'),
  L('Dreiteilige Teleskopstange', 'Three-part telescopic pole'),
  L('Tragetasche', 'Carry bag'),
]

export const products: SeedProduct[] = [
  // --- Roll-ups -------------------------------------------------------------------------------
  {
    key: 'roll-up-basic',
    menus: ['roll-up-standard', 'roll-up-displays'],
    motif: 'rollup',
    color: '#1d4ed8',
    title: L('Roll-Up Basic', 'Roll-Up Basic'),
    featureDesc: L(
      'Der günstige Einstieg: leicht, schnell aufgebaut',
      'The affordable start: light and quick to set up',
    ),
    description: L(
      'Das Roll-Up Basic ist der preiswerte Einstieg für gelegentliche Einsätze am Empfang, auf Messen und im Verkaufsraum. Die Aluminiumkassette rollt den Druck sicher ein, aufgebaut ist es in 30 Sekunden.',
      'The Roll-Up Basic is the affordable choice for occasional use at the reception, at trade fairs and in the shop. The aluminium cassette rolls the print up safely; set-up takes 30 seconds.',
    ),
    technical: [
      row('Kassette', 'Cassette', 'Aluminium, silber eloxiert', 'Aluminium, silver anodised'),
      row('Gewicht', 'Weight', 'ca. 3,2 kg (85 cm)', 'approx. 3.2 kg (85 cm)'),
      row('Druck', 'Print', 'Digitaldruck 720 dpi', 'Digital print 720 dpi'),
    ],
    scope: rollUpScope,
    priceCents: 4990,
    options: [width([cm(85, 0), cm(100, 1000), cm(120, 2500), cm(150, 4500)]), rollUpMaterial],
    services: ['bag', 'spotlight', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up rollupdisplay bannerdisplay bannerstand banner stand aufsteller',
  },
  {
    key: 'roll-up-classic',
    menus: ['roll-up-standard', 'roll-up-displays'],
    motif: 'rollup',
    color: '#2563eb',
    title: L('Roll-Up Classic', 'Roll-Up Classic'),
    featureDesc: L(
      'Unser Bestseller mit Klemmschiene und Standfüßen',
      'Our bestseller with clamp rail and stabiliser feet',
    ),
    description: L(
      'Das Roll-Up Classic ist der Bestseller für Messe und Point of Sale: stabile Kassette mit zwei ausklappbaren Füßen, Klemmschiene oben und auf Wunsch 220 cm Höhe.',
      'The Roll-Up Classic is the bestseller for trade fairs and the point of sale: a sturdy cassette with two fold-out feet, a clamp rail at the top and a 220 cm height on request.',
    ),
    technical: [
      row(
        'Kassette',
        'Cassette',
        'Aluminium, chromfarbene Endkappen',
        'Aluminium, chrome end caps',
      ),
      row('Gewicht', 'Weight', 'ca. 4,1 kg (85 cm)', 'approx. 4.1 kg (85 cm)'),
      row('Sichtbare Höhe', 'Visible height', '200 oder 220 cm', '200 or 220 cm'),
    ],
    scope: rollUpScope,
    priceCents: 6990,
    options: [
      width([cm(85, 0), cm(100, 1200), cm(120, 2900), cm(150, 4900)]),
      rollUpHeight,
      rollUpMaterial,
    ],
    services: ['bag', 'spotlight', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up rollupdisplay bannerdisplay bannerstand aufsteller',
  },
  {
    key: 'roll-up-eco',
    menus: ['roll-up-standard'],
    motif: 'rollup',
    color: '#15803d',
    title: L('Roll-Up Eco aus Recycling-Aluminium', 'Roll-Up Eco in recycled aluminium'),
    featureDesc: L(
      'PVC-frei gedruckt, Kassette aus 80 % Recycling-Aluminium',
      'PVC-free print, cassette of 80 % recycled aluminium',
    ),
    description: L(
      'Nachhaltig werben: Die Kassette besteht zu 80 % aus recyceltem Aluminium, der Druck erfolgt PVC-frei auf Polyester-Textil mit wasserbasierten Tinten.',
      'Advertise sustainably: the cassette is made of 80 % recycled aluminium, printed PVC-free on polyester fabric with water-based inks.',
    ),
    technical: [
      row('Kassette', 'Cassette', '80 % Recycling-Aluminium', '80 % recycled aluminium'),
      row('Druck', 'Print', 'Latex-Tinten auf Polyester', 'Latex inks on polyester'),
    ],
    scope: rollUpScope,
    priceCents: 8490,
    options: [width([cm(85, 0), cm(100, 1400), cm(120, 3200)])],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up nachhaltig recycling eco umweltfreundlich',
  },
  {
    key: 'roll-up-premium',
    menus: ['roll-up-premium', 'roll-up-displays'],
    motif: 'rollup',
    color: '#1e40af',
    title: L('Roll-Up Premium mit Wechselsystem', 'Roll-Up Premium with graphic change'),
    featureDesc: L(
      'Motivwechsel in zwei Minuten, für den Dauereinsatz',
      'Change the graphic in two minutes, built for daily use',
    ),
    description: L(
      'Die breite, schwere Kassette des Roll-Up Premium steht auch auf Teppich sicher. Dank Wechselsystem tauschen Sie das Motiv ohne Werkzeug in zwei Minuten.',
      'The wide, heavy cassette of the Roll-Up Premium stands securely even on carpet. Thanks to the change system you swap the graphic without tools in two minutes.',
    ),
    technical: [
      row(
        'Kassette',
        'Cassette',
        'Aluminium, 24 cm tief, mit Wechselsystem',
        'Aluminium, 24 cm deep, with change system',
      ),
      row('Gewicht', 'Weight', 'ca. 6,5 kg (85 cm)', 'approx. 6.5 kg (85 cm)'),
      row('Höhe', 'Height', 'stufenlos 160 bis 220 cm', 'adjustable 160 to 220 cm'),
    ],
    scope: [...rollUpScope, L('Ersatz-Klemmschiene', 'Spare clamp rail')],
    priceCents: 13900,
    options: [
      width([cm(85, 0), cm(100, 1500), cm(120, 3500), cm(150, 6000), cm(200, 11000)]),
      rollUpMaterial,
    ],
    services: ['bag', 'case', 'spotlight', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2200, bleedMm: 5 },
    keywords: 'rollup roll up premium wechselsystem bannerdisplay',
  },
  {
    key: 'roll-up-wave',
    menus: ['roll-up-premium'],
    motif: 'rollup',
    color: '#4338ca',
    title: L('Roll-Up Wave', 'Roll-Up Wave'),
    featureDesc: L(
      'Design-Kassette in Wellenform, Fuß in Anthrazit',
      'Design cassette in a wave shape, anthracite base',
    ),
    description: L(
      'Das Roll-Up Wave verbindet eine elegante, geschwungene Kassette mit hochwertigem Textildruck – ideal für Showrooms und Empfangsbereiche.',
      'The Roll-Up Wave combines an elegant curved cassette with a high-quality fabric print – ideal for showrooms and reception areas.',
    ),
    technical: [
      row(
        'Kassette',
        'Cassette',
        'Aluminium, anthrazit pulverbeschichtet',
        'Aluminium, anthracite powder-coated',
      ),
    ],
    scope: rollUpScope,
    priceCents: 17900,
    options: [width([cm(85, 0), cm(100, 1800)])],
    services: ['bag', 'spotlight', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up design',
  },
  {
    key: 'roll-up-double',
    menus: ['roll-up-double-sided', 'roll-up-displays'],
    motif: 'rollup',
    color: '#2563eb',
    title: L('Roll-Up Double, beidseitig', 'Roll-Up Double, double-sided'),
    featureDesc: L('Zwei Motive in einer Kassette', 'Two graphics in one cassette'),
    description: L(
      'Zwei Drucke, eine Kassette: Das Roll-Up Double wirkt in Gängen und Eingängen von beiden Seiten und spart Platz im Kofferraum.',
      'Two prints, one cassette: the Roll-Up Double works from both sides in aisles and entrances and saves space in the boot.',
    ),
    technical: [row('Kassette', 'Cassette', 'Aluminium, zwei Rollen', 'Aluminium, two rollers')],
    scope: [
      L('Kassette mit zwei Drucken', 'Cassette with two prints'),
      L('Zwei Teleskopstangen', 'Two telescopic poles'),
      L('Tragetasche', 'Carry bag'),
    ],
    priceCents: 15900,
    options: [width([cm(85, 0), cm(100, 2200), cm(120, 4600)]), rollUpMaterial],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up doppelseitig zweiseitig double sided',
  },
  {
    key: 'roll-up-outdoor-spring',
    menus: ['roll-up-outdoor', 'roll-up-displays'],
    motif: 'rollup',
    color: '#0369a1',
    title: L('Outdoor-Roll-Up mit Federfuß', 'Outdoor Roll-Up with spring base'),
    featureDesc: L(
      'Federnder, befüllbarer Fuß gegen Wind',
      'Spring-mounted, fillable base against wind',
    ),
    description: L(
      'Für draußen gebaut: Der befüllbare Fuß und die Federmechanik lassen das Roll-Up bei Wind nachgeben statt umzufallen. Der Druck ist UV- und wetterbeständig.',
      'Built for outdoors: the fillable base and spring mechanism let the roll-up give in the wind instead of falling over. The print is UV- and weather-resistant.',
    ),
    technical: [
      row(
        'Fuß',
        'Base',
        'Kunststoff, mit Wasser oder Sand befüllbar',
        'Plastic, fillable with water or sand',
      ),
    ],
    scope: rollUpScope,
    priceCents: 19900,
    options: [width([cm(80, 0), cm(100, 2400)]), sides(6900)],
    services: ['bag', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 800, heightMm: 2000, bleedMm: 5 },
    keywords: 'rollup roll up outdoor draussen wetterfest',
  },
  {
    key: 'roll-up-tabletop',
    menus: ['roll-up-tabletop', 'roll-up-displays'],
    motif: 'table-display',
    color: '#3b82f6',
    title: L('Tisch-Roll-Up', 'Tabletop Roll-Up'),
    featureDesc: L('A4 oder A3 für Theke und Empfang', 'A4 or A3 for the counter and reception'),
    description: L(
      'Das kleine Roll-Up für Empfang, Kasse und Beratungstisch – mit derselben Mechanik wie die großen Modelle.',
      'The small roll-up for the reception desk, till and consultation table – with the same mechanism as the large models.',
    ),
    technical: [row('Formate', 'Sizes', 'DIN A4 und DIN A3 hoch', 'A4 and A3 portrait')],
    scope: [L('Kassette mit Druck', 'Cassette with print'), L('Stütze', 'Support')],
    priceCents: 2490,
    options: [size([sizeValue('DIN A4', 'A4', 0), sizeValue('DIN A3', 'A3', 900)])],
    services: ['sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 210, heightMm: 297, bleedMm: 3 },
    keywords: 'rollup roll up tischdisplay tisch mini',
  },
  // --- Exhibition walls -----------------------------------------------------------------------
  {
    key: 'pop-up-wall-straight',
    menus: ['pop-up-walls', 'exhibition-walls'],
    motif: 'popup-wall',
    color: '#7c3aed',
    title: L('Pop-up-Messewand gerade', 'Straight pop-up wall'),
    featureDesc: L(
      'Scherengestell mit Magnetschienen und PVC-Paneelen',
      'Scissor frame with magnetic bars and PVC panels',
    ),
    description: L(
      'Die klassische Messerückwand: Gestell aufziehen, Magnetschienen einklicken, Paneele einhängen. In 15 Minuten steht Ihre Wand – die Transportkiste wird zur Theke.',
      'The classic back wall: pull out the frame, click in the magnetic bars, hang the panels. Your wall stands in 15 minutes – the transport case becomes a counter.',
    ),
    technical: [
      row('Gestell', 'Frame', 'Aluminium-Scherengestell', 'Aluminium scissor frame'),
      row(
        'Paneele',
        'Panels',
        'PVC-Folie, laminiert, mit Magnetband',
        'PVC film, laminated, with magnetic tape',
      ),
    ],
    scope: [
      L('Gestell und Magnetschienen', 'Frame and magnetic bars'),
      L('Bedruckte Paneele', 'Printed panels'),
      L('Transportkoffer mit Thekenaufsatz', 'Transport case with counter top'),
    ],
    priceCents: 79000,
    options: [
      size([
        sizeValue('3×3 (ca. 258×222 cm)', '3×3 (approx. 258×222 cm)', 0),
        sizeValue('4×3 (ca. 330×222 cm)', '4×3 (approx. 330×222 cm)', 19000),
      ]),
      {
        title: L('Beleuchtung', 'Lighting'),
        values: [
          { title: L('ohne', 'none') },
          { title: L('2 LED-Strahler', '2 LED spotlights'), additional: 9800 },
        ],
      },
    ],
    no24h: true,
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 2580, heightMm: 2220, bleedMm: 10 },
    keywords: 'popup pop up messewand faltdisplay messestand rueckwand rückwand',
  },
  {
    key: 'pop-up-wall-curved',
    menus: ['pop-up-walls', 'curved-walls'],
    motif: 'popup-wall',
    color: '#5b21b6',
    title: L('Pop-up-Messewand gebogen', 'Curved pop-up wall'),
    featureDesc: L('Konkav gebogen, mit Seitenabschlüssen', 'Concave curve with end caps'),
    description: L(
      'Die gebogene Form umschließt Ihre Besucher und wirkt hochwertiger als eine gerade Wand. Mit abgerundeten Seitenteilen.',
      'The curve embraces your visitors and looks more premium than a straight wall. With rounded end panels.',
    ),
    technical: [
      row(
        'Gestell',
        'Frame',
        'Aluminium-Scherengestell, gebogen',
        'Aluminium scissor frame, curved',
      ),
    ],
    scope: [
      L('Gestell und Magnetschienen', 'Frame and magnetic bars'),
      L('Bedruckte Paneele', 'Printed panels'),
      L('Transportkoffer', 'Transport case'),
    ],
    priceCents: 89000,
    options: [size([sizeValue('3×3', '3×3', 0), sizeValue('4×3', '4×3', 21000)])],
    no24h: true,
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 3100, heightMm: 2220, bleedMm: 10 },
    keywords: 'popup pop up messewand gebogen rund curved faltdisplay',
  },
  {
    key: 'pop-up-textile',
    menus: ['pop-up-walls'],
    motif: 'popup-wall',
    color: '#8b5cf6',
    title: L('Textil-Faltdisplay Pop-up', 'Fabric pop-up display'),
    featureDesc: L(
      'Faltgestell mit vorkonfektioniertem Textildruck',
      'Folding frame with pre-fitted fabric print',
    ),
    description: L(
      'Das Faltdisplay mit Textilbezug bleibt beim Transport am Gestell: aufziehen, fertig. Knitterfrei und waschbar.',
      'The fabric pop-up display keeps its cover on the frame for transport: pull out and done. Crease-free and washable.',
    ),
    technical: [
      row('Bezug', 'Cover', 'Stretch-Polyester mit Klett', 'Stretch polyester with Velcro'),
    ],
    scope: [
      L('Gestell mit Textilbezug', 'Frame with fabric cover'),
      L('Tragetasche mit Rollen', 'Trolley bag'),
    ],
    priceCents: 64900,
    options: [size([sizeValue('3×3', '3×3', 0), sizeValue('4×3', '4×3', 15000)]), sides(18000)],
    services: ['spotlight', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 2300, heightMm: 2300, bleedMm: 20 },
    keywords: 'popup pop up faltdisplay messewand textil stoff',
  },
  {
    key: 'folding-wall-foam',
    menus: ['folding-walls', 'exhibition-walls'],
    motif: 'popup-wall',
    color: '#6d28d9',
    title: L('Faltwand aus Hartschaum', 'Foam board folding wall'),
    featureDesc: L('Paneele mit Scharnieren, flach verpackt', 'Hinged panels, packed flat'),
    description: L(
      'Fünf bedruckte Hartschaumplatten, durch Scharniere verbunden: Die Faltwand steht ohne Gestell und ist in Sekunden aufgebaut.',
      'Five printed foam boards joined by hinges: the folding wall stands without a frame and is set up in seconds.',
    ),
    technical: [
      row(
        'Material',
        'Material',
        'Hartschaum 5 mm, beidseitig bedruckbar',
        'Foam board 5 mm, printable on both sides',
      ),
    ],
    scope: [
      L('Fünf Paneele mit Scharnieren', 'Five hinged panels'),
      L('Schutzhülle', 'Protective cover'),
    ],
    priceCents: 39900,
    options: [
      {
        title: L('Paneele', 'Panels'),
        values: [
          { title: L('3 Paneele, 180 cm breit', '3 panels, 180 cm wide') },
          { title: L('5 Paneele, 300 cm breit', '5 panels, 300 cm wide'), price: 19000 },
        ],
      },
      sides(14900),
    ],
    services: ['bag', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1800, heightMm: 2000, bleedMm: 5 },
    keywords: 'faltwand faltdisplay messewand klappwand',
  },
  {
    key: 'folding-display-light',
    menus: ['folding-walls'],
    motif: 'popup-wall',
    color: '#a855f7',
    title: L('Faltdisplay Leichtbau', 'Lightweight folding display'),
    featureDesc: L('Nur 6 kg, passt in jeden Kofferraum', 'Only 6 kg, fits into any boot'),
    description: L(
      'Leichtbauplatten mit Wabenkern machen dieses Faltdisplay besonders stabil und leicht – ideal für Außendienst und wechselnde Standorte.',
      'Honeycomb-core lightweight boards make this folding display especially sturdy and light – ideal for field staff and changing locations.',
    ),
    technical: [row('Gewicht', 'Weight', 'ca. 6 kg', 'approx. 6 kg')],
    scope: [L('Faltdisplay', 'Folding display'), L('Tragetasche', 'Carry bag')],
    priceCents: 29900,
    options: [
      size([
        sizeValue('150×200 cm', '150×200 cm', 0),
        sizeValue('225×200 cm', '225×200 cm', 11000),
      ]),
    ],
    services: ['bag', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1500, heightMm: 2000, bleedMm: 5 },
    keywords: 'faltdisplay faltwand messewand leicht',
  },
  {
    key: 'textile-wall-straight',
    type: 2,
    menus: ['straight-walls', 'exhibition-walls'],
    motif: 'textile-frame',
    color: '#8b5cf6',
    title: L('Textil-Messewand gerade', 'Straight fabric exhibition wall'),
    featureDesc: L(
      'Stecksystem mit Stoffhülle, 2 bis 6 m breit',
      'Tube frame with fabric sleeve, 2 to 6 m wide',
    ),
    description: L(
      'Das Aluminium-Stecksystem wird mit einer passgenauen Stoffhülle überzogen. Wählen Sie Breite und Höhe im Konfigurator – nicht jede Breite gibt es in jeder Höhe.',
      'The aluminium tube frame is covered by a tailored fabric sleeve. Choose width and height in the configurator – not every width is available in every height.',
    ),
    technical: [row('Rahmen', 'Frame', 'Aluminium-Rundrohr 30 mm', 'Aluminium round tube 30 mm')],
    scope: [L('Rahmen', 'Frame'), L('Stoffhülle', 'Fabric sleeve'), L('Tasche', 'Bag')],
    priceCents: 34900,
    options: [
      width([cm(200, 0), cm(300, 12000), cm(400, 24000), cm(600, 46000)]),
      {
        title: L('Höhe', 'Height'),
        values: [{ title: L('230 cm', '230 cm') }, { title: L('300 cm', '300 cm'), price: 9000 }],
      },
      sides(9900),
    ],
    // 600 cm is only built at 230 cm height (transport length).
    excluded: ([w, h]) => w === 3 && h === 1,
    services: ['spotlight', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 2000, heightMm: 2300, bleedMm: 20 },
    keywords: 'messewand textilwand stoffwand rueckwand',
  },
  {
    key: 'textile-wall-curved',
    menus: ['curved-walls', 'exhibition-walls'],
    motif: 'textile-frame',
    color: '#5b21b6',
    title: L('Textil-Messewand gebogen', 'Curved fabric exhibition wall'),
    featureDesc: L(
      'Geschwungener Rahmen, nahtloser Stoffdruck',
      'Curved frame, seamless fabric print',
    ),
    description: L(
      'Die gebogene Textilwand mit nahtlosem Druck bis 4 m Breite – für einen Stand, an den man sich erinnert.',
      'The curved fabric wall with a seamless print up to 4 m wide – for a stand people remember.',
    ),
    technical: [
      row('Rahmen', 'Frame', 'Aluminium-Rundrohr, gebogen', 'Aluminium round tube, curved'),
    ],
    scope: [L('Rahmen', 'Frame'), L('Stoffhülle', 'Fabric sleeve'), L('Tasche', 'Bag')],
    priceCents: 49900,
    options: [width([cm(300, 0), cm(400, 14000)]), sides(12900)],
    no24h: true,
    services: ['spotlight', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 3000, heightMm: 2300, bleedMm: 20 },
    keywords: 'messewand textilwand gebogen curved',
  },
  // --- Textile frames -------------------------------------------------------------------------
  {
    key: 'fabric-frame-freestanding',
    type: 2,
    menus: ['fabric-tension-frames', 'textile-frames'],
    motif: 'textile-frame',
    color: '#0f766e',
    title: L('Textilspannrahmen freistehend', 'Freestanding fabric frame'),
    featureDesc: L(
      'Keder-Druck im Alurahmen, mit Standfüßen',
      'Silicone-edge print in an aluminium frame, with feet',
    ),
    description: L(
      'Der Textildruck mit Silikonkeder wird in das Profil gedrückt und sitzt faltenfrei. Wählen Sie Format und Profil – beidseitig nur mit dem breiten Profil.',
      'The fabric print with silicone edge is pressed into the profile and sits wrinkle-free. Choose the size and profile – double-sided only with the wide profile.',
    ),
    technical: [
      row(
        'Profil',
        'Profile',
        '50 mm einseitig, 100 mm beidseitig',
        '50 mm single-sided, 100 mm double-sided',
      ),
    ],
    scope: [
      L('Rahmen und Füße', 'Frame and feet'),
      L('Textildruck mit Keder', 'Fabric print with silicone edge'),
    ],
    priceCents: 24900,
    options: [
      size([
        sizeValue('100×200 cm', '100×200 cm', 0),
        sizeValue('150×200 cm', '150×200 cm', 6000),
        sizeValue('200×250 cm', '200×250 cm', 15000),
      ]),
      {
        title: L('Profil', 'Profile'),
        values: [
          { title: L('50 mm', '50 mm') },
          { title: L('100 mm', '100 mm'), additional: 5900 },
        ],
      },
      sides(8900),
    ],
    // The narrow profile holds a print on one side only.
    excluded: ([, p, s]) => p === 0 && s === 1,
    services: ['case', 'spotlight', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1000, heightMm: 2000, bleedMm: 15 },
    keywords: 'textilrahmen spannrahmen keder sego fabric frame',
  },
  {
    key: 'fabric-frame-wall',
    menus: ['fabric-tension-frames'],
    motif: 'textile-frame',
    color: '#115e59',
    title: L('Textilspannrahmen Wandmontage', 'Wall-mounted fabric frame'),
    featureDesc: L(
      'Flacher Rahmen für Büro, Praxis und Laden',
      'Slim frame for offices, practices and shops',
    ),
    description: L(
      'Schlanker Wandrahmen mit Textildruck – wirkt wie ein Bild, dämpft Schall und lässt sich jederzeit neu bespannen.',
      'Slim wall frame with a fabric print – looks like a picture, absorbs sound and can be re-covered at any time.',
    ),
    technical: [row('Profil', 'Profile', '25 mm, silber oder schwarz', '25 mm, silver or black')],
    scope: [
      L('Rahmen', 'Frame'),
      L('Textildruck', 'Fabric print'),
      L('Wandhalter', 'Wall brackets'),
    ],
    priceCents: 11900,
    options: [
      size([
        sizeValue('60×90 cm', '60×90 cm', 0),
        sizeValue('100×150 cm', '100×150 cm', 5000),
        sizeValue('150×200 cm', '150×200 cm', 11000),
      ]),
    ],
    services: ['sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 600, heightMm: 900, bleedMm: 15 },
    keywords: 'textilrahmen wandrahmen spannrahmen keder',
  },
  {
    key: 'led-fabric-frame',
    type: 2,
    menus: ['led-backlit-frames', 'textile-frames', 'light-boxes'],
    motif: 'light-box',
    color: '#0d9488',
    title: L('LED-Leuchtrahmen Textil freistehend', 'Freestanding LED fabric light frame'),
    featureDesc: L('Gleichmäßig hinterleuchtet, Backlit-Stoff', 'Evenly backlit, backlit fabric'),
    description: L(
      'Seitlich eingestrahlte LED-Leisten leuchten Ihr Motiv gleichmäßig aus. Der Backlit-Stoff wird mit Keder eingesetzt.',
      'Edge-lit LED bars light your graphic evenly. The backlit fabric is fitted with a silicone edge.',
    ),
    technical: [row('Leistung', 'Power', 'ca. 60 W pro m², 230 V', 'approx. 60 W per m², 230 V')],
    scope: [
      L('Rahmen mit LED', 'Frame with LEDs'),
      L('Backlit-Druck', 'Backlit print'),
      L('Netzteil', 'Power supply'),
    ],
    priceCents: 69000,
    options: [
      size([
        sizeValue('100×200 cm', '100×200 cm', 0),
        sizeValue('150×250 cm', '150×250 cm', 24000),
        sizeValue('300×250 cm', '300×250 cm', 79000),
      ]),
      sides(19000),
    ],
    excluded: ([s, d]) => s === 2 && d === 1,
    no24h: true,
    services: ['case', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1000, heightMm: 2000, bleedMm: 15 },
    keywords: 'leuchtrahmen led leuchtwand backlit textilrahmen lightbox',
  },
  {
    key: 'stand-system-3x3',
    type: 2,
    menus: ['exhibition-stand-systems', 'textile-frames'],
    motif: 'textile-frame',
    color: '#14b8a6',
    title: L('Messestand-System Modular', 'Modular stand system'),
    featureDesc: L(
      'Komplettstand 9 bis 18 m² aus Textilrahmen',
      'Complete stand of 9 to 18 m² made of fabric frames',
    ),
    description: L(
      'Ein Stand aus Rückwand, Seitenwand und Theke im selben Rahmensystem. Wählen Sie Standfläche und Standtyp; Kopfstände gibt es ab 12 m².',
      'A stand made of back wall, side wall and counter in the same frame system. Choose area and stand type; island stands from 12 m².',
    ),
    technical: [
      row(
        'System',
        'System',
        'Aluminiumprofil 50 mm, Textildrucke mit Keder',
        'Aluminium profile 50 mm, fabric prints with silicone edge',
      ),
    ],
    scope: [
      L('Rahmen, Drucke, Theke', 'Frames, prints, counter'),
      L('Transportkisten', 'Transport cases'),
    ],
    priceCents: 249000,
    options: [
      {
        title: L('Standfläche', 'Stand area'),
        values: [
          { title: L('9 m² (3×3 m)', '9 m² (3×3 m)') },
          { title: L('12 m² (4×3 m)', '12 m² (4×3 m)'), price: 59000 },
          { title: L('18 m² (6×3 m)', '18 m² (6×3 m)'), price: 139000 },
        ],
      },
      {
        title: L('Standtyp', 'Stand type'),
        values: [
          { title: L('Reihenstand', 'Row stand') },
          { title: L('Eckstand', 'Corner stand'), price: 29000 },
          { title: L('Kopfstand', 'Peninsula stand'), price: 54000 },
        ],
      },
    ],
    excluded: ([a, t]) => a === 0 && t === 2,
    no24h: true,
    services: ['spotlight', 'sparePrint'],
    tiers: [],
    format: { widthMm: 3000, heightMm: 2500, bleedMm: 15 },
    keywords: 'messestand messesystem standbau messewand komplettstand',
  },
  {
    key: 'textile-partition',
    menus: ['textile-partitions'],
    motif: 'textile-frame',
    color: '#14b8a6',
    title: L('Textil-Trennwand auf Rollen', 'Fabric partition on castors'),
    featureDesc: L(
      'Raumteiler mit schallminderndem Stoff',
      'Room divider with sound-absorbing fabric',
    ),
    description: L(
      'Mobile Trennwand für Büro und Praxis: bedruckt, auf Rollen und auf Wunsch mit Akustikstoff.',
      'Mobile partition for offices and practices: printed, on castors and with acoustic fabric on request.',
    ),
    technical: [
      row('Rollen', 'Castors', '4 Lenkrollen, 2 feststellbar', '4 swivel castors, 2 with brakes'),
    ],
    scope: [L('Rahmen mit Rollen', 'Frame with castors'), L('Zwei Drucke', 'Two prints')],
    priceCents: 32900,
    options: [
      size([sizeValue('120×180 cm', '120×180 cm', 0), sizeValue('160×180 cm', '160×180 cm', 6000)]),
      fabric,
    ],
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1200, heightMm: 1800, bleedMm: 15 },
    keywords: 'trennwand raumteiler stellwand akustik',
  },
  // --- Counters -------------------------------------------------------------------------------
  {
    key: 'promotion-counter-basic',
    menus: ['promotion-counters', 'counters'],
    motif: 'counter',
    color: '#ea580c',
    title: L('Promotion-Theke Basic', 'Promotion Counter Basic'),
    featureDesc: L(
      'Leichte Aktionstheke mit Wechselgrafik',
      'Lightweight promotion counter with changeable graphic',
    ),
    description: L(
      'Die Promotion-Theke Basic ist in zwei Minuten aufgebaut, hat ein Ablagefach und eine Wechselgrafik, die Sie für jede Aktion neu bestellen.',
      'The Promotion Counter Basic is set up in two minutes, has a shelf and a changeable graphic you can reorder for every campaign.',
    ),
    technical: [row('Maße', 'Dimensions', 'ca. 80×90×40 cm', 'approx. 80×90×40 cm')],
    scope: [
      L('Theke mit Platte', 'Counter with top'),
      L('Bedruckte Front', 'Printed front'),
      L('Tasche', 'Bag'),
    ],
    priceCents: 18900,
    options: [
      {
        title: L('Thekenplatte', 'Counter top'),
        values: [
          { title: L('Schwarz', 'Black') },
          { title: L('Buche-Dekor', 'Beech finish'), additional: 1900 },
        ],
      },
    ],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 1600, heightMm: 800, bleedMm: 5 },
    keywords: 'theke promotiontheke aktionstheke counter tresen',
  },
  {
    key: 'promotion-counter-oval',
    menus: ['promotion-counters', 'counters'],
    motif: 'counter',
    color: '#c2410c',
    title: L('Promotion-Theke Oval', 'Oval Promotion Counter'),
    featureDesc: L('Runde Form, abschließbares Fach', 'Rounded shape, lockable compartment'),
    description: L(
      'Die ovale Promotion-Theke mit abschließbarer Tür und Einlegeboden – der Blickfang bei Verkostungen und Sampling-Aktionen.',
      'The oval promotion counter with lockable door and shelf – the eye-catcher at tastings and sampling campaigns.',
    ),
    technical: [row('Maße', 'Dimensions', 'ca. 100×100×50 cm', 'approx. 100×100×50 cm')],
    scope: [
      L('Theke', 'Counter'),
      L('Bedruckte Front', 'Printed front'),
      L('Transporttasche', 'Transport bag'),
    ],
    priceCents: 29900,
    options: [
      {
        title: L('Thekenplatte', 'Counter top'),
        values: [
          { title: L('Weiß', 'White') },
          { title: L('Schwarz', 'Black') },
          { title: L('Holzdekor', 'Wood finish'), additional: 2900 },
        ],
      },
    ],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 2000, heightMm: 850, bleedMm: 5 },
    keywords: 'theke promotiontheke counter tresen oval',
  },
  {
    key: 'pop-up-counter',
    menus: ['pop-up-counters', 'counters'],
    motif: 'counter',
    color: '#f97316',
    title: L('Pop-up-Theke', 'Pop-up counter'),
    featureDesc: L(
      'Scherengestell mit Holzplatte, passt zur Pop-up-Wand',
      'Scissor frame with wooden top, matches the pop-up wall',
    ),
    description: L(
      'Die Pop-up-Theke nutzt dasselbe Gestell wie unsere Pop-up-Wände. Die Transportkiste der Wand wird damit zum zweiten Tresen.',
      'The pop-up counter uses the same frame as our pop-up walls, so the wall transport case becomes a second counter.',
    ),
    technical: [row('Maße', 'Dimensions', 'ca. 100×100×40 cm', 'approx. 100×100×40 cm')],
    scope: [
      L('Gestell', 'Frame'),
      L('Thekenplatte', 'Top'),
      L('Bedruckte Paneele', 'Printed panels'),
    ],
    priceCents: 34900,
    options: [
      {
        title: L('Ausführung', 'Version'),
        values: [
          { title: L('Standard', 'Standard') },
          { title: L('mit Innenboden und Tür', 'with shelf and door'), additional: 4900 },
        ],
      },
    ],
    services: ['case', 'sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 2300, heightMm: 900, bleedMm: 10 },
    keywords: 'theke popup pop up counter tresen',
  },
  {
    key: 'fabric-counter-round',
    menus: ['fabric-counters', 'counters'],
    motif: 'counter',
    color: '#fb923c',
    title: L('Textil-Theke rund', 'Round fabric counter'),
    featureDesc: L(
      'Stoffhülle über Stecksystem, nur 7 kg',
      'Fabric sleeve over tube frame, only 7 kg',
    ),
    description: L(
      'Die runde Textiltheke mit waschbarer Stoffhülle und MDF-Platte – leicht, schnell und knitterfrei.',
      'The round fabric counter with a washable fabric sleeve and MDF top – light, quick and crease-free.',
    ),
    technical: [row('Gewicht', 'Weight', 'ca. 7 kg', 'approx. 7 kg')],
    scope: [
      L('Rahmen', 'Frame'),
      L('Stoffhülle', 'Fabric sleeve'),
      L('Platte', 'Top'),
      L('Tasche', 'Bag'),
    ],
    priceCents: 24900,
    options: [fabric],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 2600, heightMm: 950, bleedMm: 10 },
    keywords: 'theke textiltheke counter tresen stoff rund',
  },
  {
    key: 'reception-counter-modular',
    menus: ['reception-counters', 'counters'],
    motif: 'counter',
    color: '#9a3412',
    title: L('Empfangstheke modular', 'Modular reception counter'),
    featureDesc: L(
      'Gerade oder L-Form, mit Kabeldurchlass',
      'Straight or L-shaped, with cable outlet',
    ),
    description: L(
      'Die modulare Empfangstheke aus beschichteten Platten mit bedruckter Front – für Messe und dauerhaften Empfang.',
      'The modular reception counter of coated boards with a printed front – for trade fairs and permanent receptions.',
    ),
    technical: [row('Höhe', 'Height', '105 cm, Schreibplatte 75 cm', '105 cm, desk 75 cm')],
    scope: [L('Thekenmodule', 'Counter modules'), L('Bedruckte Front', 'Printed front')],
    priceCents: 119000,
    options: [
      {
        title: L('Form', 'Shape'),
        values: [
          { title: L('Gerade, 150 cm', 'Straight, 150 cm') },
          { title: L('L-Form, 150+100 cm', 'L-shape, 150+100 cm'), price: 54000 },
        ],
      },
    ],
    no24h: true,
    services: ['spotlight'],
    tiers: [],
    format: { widthMm: 1500, heightMm: 1050, bleedMm: 5 },
    keywords: 'theke empfangstheke empfangstresen counter rezeption',
  },
  // --- Beach flags ----------------------------------------------------------------------------
  {
    key: 'beach-flag-drop',
    menus: ['teardrop-flags', 'beach-flags'],
    motif: 'beach-flag',
    color: '#dc2626',
    title: L('Beachflag Drop', 'Teardrop beach flag'),
    featureDesc: L('Tropfenform, dreht sich mit dem Wind', 'Teardrop shape, turns with the wind'),
    description: L(
      'Die Beachflag in Tropfenform bleibt immer gespannt und gut lesbar. Der Mast aus Glasfaser dreht sich mit dem Wind.',
      'The teardrop flag always stays taut and readable. The fibreglass pole turns with the wind.',
    ),
    technical: [
      row('Mast', 'Pole', 'Glasfaser und Aluminium', 'Fibreglass and aluminium'),
      row('Stoff', 'Fabric', 'Fahnenstoff 115 g/m²', 'Flag fabric 115 g/m²'),
    ],
    scope: [
      L('Fahne', 'Flag'),
      L('Mast', 'Pole'),
      L('Fuß nach Wahl', 'Base of your choice'),
      L('Tasche', 'Bag'),
    ],
    priceCents: 7900,
    options: [
      size([
        sizeValue('S – 200 cm', 'S – 200 cm', 0),
        sizeValue('M – 280 cm', 'M – 280 cm', 2000),
        sizeValue('L – 340 cm', 'L – 340 cm', 4000),
        sizeValue('XL – 430 cm', 'XL – 430 cm', 7000),
      ]),
      flagBase,
    ],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 800, heightMm: 1900, bleedMm: 10 },
    keywords: 'beachflag beach flag strandfahne werbefahne fahne tropfen teardrop',
  },
  {
    key: 'beach-flag-feather',
    menus: ['feather-flags', 'beach-flags'],
    motif: 'beach-flag',
    color: '#b91c1c',
    title: L('Beachflag Feather', 'Feather beach flag'),
    featureDesc: L('Segelform mit großer Werbefläche', 'Sail shape with a large print area'),
    description: L(
      'Die Segelform bietet viel Fläche für Logo und Botschaft, auch hochkant lesbar.',
      'The sail shape offers plenty of space for logo and message, readable upright.',
    ),
    technical: [row('Mast', 'Pole', 'Glasfaser, vierteilig', 'Fibreglass, four parts')],
    scope: [
      L('Fahne', 'Flag'),
      L('Mast', 'Pole'),
      L('Fuß nach Wahl', 'Base of your choice'),
      L('Tasche', 'Bag'),
    ],
    priceCents: 8900,
    options: [
      size([
        sizeValue('S – 250 cm', 'S – 250 cm', 0),
        sizeValue('M – 350 cm', 'M – 350 cm', 2500),
        sizeValue('L – 450 cm', 'L – 450 cm', 5500),
      ]),
      flagBase,
      sides(2900),
    ],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 700, heightMm: 2400, bleedMm: 10 },
    keywords: 'beachflag beach flag strandfahne werbefahne segel feather',
  },
  {
    key: 'beach-flag-square',
    menus: ['rectangular-flags', 'beach-flags'],
    motif: 'beach-flag',
    color: '#e11d48',
    title: L('Beachflag eckig', 'Rectangular beach flag'),
    featureDesc: L('Rechteckige Form für Text und Logos', 'Rectangular shape for text and logos'),
    description: L(
      'Die eckige Beachflag nutzt die Fläche vollständig – ideal für Text, Preise und breite Logos.',
      'The rectangular flag uses the full area – ideal for text, prices and wide logos.',
    ),
    technical: [row('Mast', 'Pole', 'Glasfaser mit Querstab', 'Fibreglass with crossbar')],
    scope: [L('Fahne', 'Flag'), L('Mast', 'Pole'), L('Fuß nach Wahl', 'Base of your choice')],
    priceCents: 9400,
    options: [
      size([
        sizeValue('S – 230 cm', 'S – 230 cm', 0),
        sizeValue('M – 320 cm', 'M – 320 cm', 2600),
        sizeValue('L – 420 cm', 'L – 420 cm', 5200),
      ]),
      flagBase,
    ],
    services: ['bag', 'sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 700, heightMm: 1800, bleedMm: 10 },
    keywords: 'beachflag beach flag strandfahne eckig rechteckig',
  },
  {
    key: 'hoist-flag',
    menus: ['hoist-flags', 'beach-flags'],
    motif: 'flag-pole',
    color: '#be123c',
    title: L('Hissfahne', 'Hoist flag'),
    featureDesc: L(
      'Für Fahnenmasten, Hoch- oder Querformat',
      'For flagpoles, portrait or landscape',
    ),
    description: L(
      'Die klassische Hissfahne aus Polyester-Fahnenstoff mit Hohlsaum oder Karabinern – für den dauerhaften Einsatz am Mast.',
      'The classic hoist flag in polyester flag fabric with a pole sleeve or snap hooks – for permanent use on a flagpole.',
    ),
    technical: [
      row('Stoff', 'Fabric', 'Polyester-Wirkware 115 g/m²', 'Knitted polyester 115 g/m²'),
    ],
    scope: [L('Fahne, konfektioniert', 'Flag, finished')],
    priceCents: 4900,
    options: [
      size([
        sizeValue('120×300 cm', '120×300 cm', 0),
        sizeValue('150×400 cm', '150×400 cm', 2500),
        sizeValue('150×500 cm', '150×500 cm', 4200),
      ]),
      {
        title: L('Befestigung', 'Fixing'),
        values: [
          { title: L('Hohlsaum', 'Pole sleeve') },
          { title: L('Karabiner', 'Snap hooks'), additional: 900 },
          { title: L('Ausleger mit Hohlsaum', 'Outrigger with sleeve'), additional: 1500 },
        ],
      },
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 1200, heightMm: 3000, bleedMm: 20 },
    keywords: 'hissfahne fahne flagge mastfahne',
  },
  {
    key: 'flag-base-plate',
    menus: ['flag-accessories', 'beach-flags'],
    motif: 'flag-pole',
    color: '#64748b',
    title: L('Bodenplatte für Beachflags', 'Base plate for beach flags'),
    featureDesc: L(
      'Stahl, pulverbeschichtet, mit Drehlager',
      'Powder-coated steel, with swivel bearing',
    ),
    description: L(
      'Die schwere Bodenplatte hält Ihre Beachflag auf Pflaster und Hallenboden sicher an ihrem Platz.',
      'The heavy base plate keeps your beach flag in place on paving and hall floors.',
    ),
    technical: [row('Gewicht', 'Weight', '12 oder 17 kg', '12 or 17 kg')],
    scope: [L('Bodenplatte mit Dorn', 'Base plate with spigot')],
    priceCents: 3900,
    options: [
      {
        title: L('Gewicht', 'Weight'),
        values: [{ title: L('12 kg', '12 kg') }, { title: L('17 kg', '17 kg'), price: 1500 }],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'beachflag zubehoer zubehör bodenplatte fuss fuß',
  },
  // --- Banners --------------------------------------------------------------------------------
  {
    key: 'pvc-banner-frontlit',
    menus: ['pvc-banners', 'banners'],
    motif: 'banner',
    color: '#0891b2',
    title: L('PVC-Banner Frontlit', 'PVC banner frontlit'),
    featureDesc: L(
      'Der Allrounder für innen und außen',
      'The all-rounder for indoors and outdoors',
    ),
    description: L(
      'Reißfestes PVC-Banner 510 g/m² mit UV-beständigem Druck – für Zaun, Fassade und Messehalle.',
      'Tear-resistant 510 g/m² PVC banner with UV-resistant print – for fences, facades and exhibition halls.',
    ),
    technical: [
      row('Material', 'Material', 'PVC-Frontlit 510 g/m², B1', 'PVC frontlit 510 g/m², B1'),
    ],
    scope: [L('Banner, konfektioniert', 'Banner, finished')],
    priceCents: 2900,
    options: [
      size([
        sizeValue('100×50 cm', '100×50 cm', 0),
        sizeValue('200×100 cm', '200×100 cm', 3100),
        sizeValue('300×100 cm', '300×100 cm', 5400),
        sizeValue('400×200 cm', '400×200 cm', 14900),
      ]),
      bannerFinish,
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 1000, heightMm: 500, bleedMm: 10 },
    keywords: 'banner pvc plane werbebanner werbeplane transparent',
  },
  {
    key: 'pvc-banner-blockout',
    menus: ['pvc-banners', 'banners'],
    motif: 'banner',
    color: '#0e7490',
    title: L('PVC-Banner Blockout, beidseitig', 'PVC banner blockout, double-sided'),
    featureDesc: L('Lichtundurchlässig, zwei Motive', 'Light-tight, two graphics'),
    description: L(
      'Das Blockout-Banner hat eine schwarze Sperrschicht: Beide Seiten können unterschiedlich bedruckt werden, nichts scheint durch.',
      'The blockout banner has a black barrier layer: both sides can carry different prints, nothing shows through.',
    ),
    technical: [row('Material', 'Material', 'PVC-Blockout 680 g/m²', 'PVC blockout 680 g/m²')],
    scope: [L('Banner, konfektioniert', 'Banner, finished')],
    priceCents: 4900,
    options: [
      size([
        sizeValue('100×50 cm', '100×50 cm', 0),
        sizeValue('200×100 cm', '200×100 cm', 4500),
        sizeValue('300×150 cm', '300×150 cm', 10900),
      ]),
      bannerFinish,
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 1000, heightMm: 500, bleedMm: 10 },
    keywords: 'banner pvc blockout doppelseitig plane',
  },
  {
    key: 'mesh-banner',
    menus: ['mesh-banners', 'banners'],
    motif: 'mesh-banner',
    color: '#0284c7',
    title: L('Mesh-Banner', 'Mesh banner'),
    featureDesc: L(
      'Winddurchlässig für Gerüst und Zaun',
      'Wind-permeable for scaffolding and fences',
    ),
    description: L(
      'Das Gittergewebe lässt rund 30 % des Windes durch und ist damit erste Wahl für große Flächen im Freien.',
      'The mesh fabric lets about 30 % of the wind through, making it the first choice for large outdoor areas.',
    ),
    technical: [row('Material', 'Material', 'PVC-Mesh 270 g/m², B1', 'PVC mesh 270 g/m², B1')],
    scope: [L('Banner, konfektioniert', 'Banner, finished')],
    priceCents: 3400,
    options: [
      size([
        sizeValue('200×100 cm', '200×100 cm', 0),
        sizeValue('340×173 cm', '340×173 cm', 5500),
        sizeValue('500×200 cm', '500×200 cm', 12900),
      ]),
      bannerFinish,
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 2000, heightMm: 1000, bleedMm: 10 },
    keywords: 'mesh meshbanner gitterplane banner netzvinyl',
  },
  {
    key: 'construction-fence-banner',
    menus: ['construction-fence-banners', 'banners'],
    motif: 'mesh-banner',
    color: '#ca8a04',
    title: L('Bauzaunbanner', 'Construction fence banner'),
    featureDesc: L(
      'Passend für Standard-Bauzaunfelder 340×173 cm',
      'Fits standard fence panels 340×173 cm',
    ),
    description: L(
      'Bauzaunbanner im Standardmaß mit Ösen oder Kabelbinderlaschen – als Mesh oder blickdichtes PVC.',
      'Construction fence banner in the standard size with eyelets or cable-tie tabs – as mesh or opaque PVC.',
    ),
    technical: [row('Format', 'Size', '340×173 cm oder 340×176 cm', '340×173 cm or 340×176 cm')],
    scope: [L('Banner mit Ösen', 'Banner with eyelets'), L('Kabelbinder', 'Cable ties')],
    priceCents: 7900,
    options: [
      {
        title: L('Material', 'Material'),
        values: [
          { title: L('Mesh 270 g/m²', 'Mesh 270 g/m²') },
          { title: L('PVC 510 g/m²', 'PVC 510 g/m²'), real: 1000 },
        ],
      },
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 3400, heightMm: 1730, bleedMm: 10 },
    keywords: 'bauzaun bauzaunbanner bauzaunplane banner',
  },
  {
    key: 'fabric-banner',
    menus: ['fabric-banners', 'banners'],
    motif: 'banner',
    color: '#0d9488',
    title: L('Stoffbanner', 'Fabric banner'),
    featureDesc: L('Edle Optik, waschbar, knitterarm', 'Elegant look, washable, crease-resistant'),
    description: L(
      'Stoffbanner aus Polyester-Textil mit brillanter Farbwiedergabe – für Messe, Bühne und Innenräume.',
      'Fabric banner in polyester with brilliant colours – for trade fairs, stages and interiors.',
    ),
    technical: [row('Stoff', 'Fabric', 'Polyester 220 g/m², B1', 'Polyester 220 g/m², B1')],
    scope: [L('Banner, konfektioniert', 'Banner, finished')],
    priceCents: 3900,
    options: [
      size([
        sizeValue('100×70 cm', '100×70 cm', 0),
        sizeValue('200×100 cm', '200×100 cm', 3500),
        sizeValue('300×150 cm', '300×150 cm', 8900),
      ]),
      bannerFinish,
    ],
    services: ['sparePrint'],
    tiers: bannerTiers,
    format: { widthMm: 1000, heightMm: 700, bleedMm: 10 },
    keywords: 'stoffbanner textilbanner banner stoff',
  },
  {
    key: 'facade-banner-xxl',
    menus: ['facade-banners', 'banners'],
    motif: 'mesh-banner',
    color: '#1e3a8a',
    title: L('Fassadenbanner XXL', 'XXL facade banner'),
    featureDesc: L('Großformat bis 5 m Breite aus Mesh', 'Large format up to 5 m wide in mesh'),
    description: L(
      'Großflächige Fassadenwerbung aus Mesh mit verstärktem Saum, Gurtband und Ösen – auch für Baugerüste.',
      'Large facade advertising in mesh with reinforced hem, webbing and eyelets – also for scaffolding.',
    ),
    technical: [row('Material', 'Material', 'Mesh 350 g/m², B1', 'Mesh 350 g/m², B1')],
    scope: [L('Banner mit Gurtband und Ösen', 'Banner with webbing and eyelets')],
    priceCents: 29900,
    options: [
      size([
        sizeValue('500×300 cm', '500×300 cm', 0),
        sizeValue('500×500 cm', '500×500 cm', 19000),
      ]),
    ],
    no24h: true,
    services: [],
    tiers: bannerTiers,
    format: { widthMm: 5000, heightMm: 3000, bleedMm: 30 },
    keywords: 'fassadenbanner gerüstbanner geruestbanner mesh banner xxl',
  },
  // --- Brochure stands ------------------------------------------------------------------------
  {
    key: 'brochure-stand-acrylic',
    menus: ['floor-brochure-stands', 'brochure-stands'],
    motif: 'brochure-stand',
    color: '#4f46e5',
    title: L('Prospektständer Acryl', 'Acrylic brochure stand'),
    featureDesc: L('Glasklare Fächer, Aluminiumsäule', 'Crystal-clear pockets, aluminium column'),
    description: L(
      'Der Prospektständer mit glasklaren Acrylfächern für DIN A4 – standfest und elegant im Empfang.',
      'The brochure stand with crystal-clear acrylic pockets for A4 – stable and elegant in any reception.',
    ),
    technical: [row('Fächer', 'Pockets', 'DIN A4 hoch', 'A4 portrait')],
    scope: [L('Ständer mit Fächern', 'Stand with pockets')],
    priceCents: 14900,
    options: [
      {
        title: L('Fächer', 'Pockets'),
        values: [
          { title: L('4 Fächer', '4 pockets') },
          { title: L('6 Fächer', '6 pockets'), price: 3000 },
          { title: L('8 Fächer', '8 pockets'), price: 5500 },
        ],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'prospektständer prospektstaender prospekthalter flyerständer brochure',
  },
  {
    key: 'brochure-stand-folding',
    menus: ['folding-brochure-stands', 'brochure-stands'],
    motif: 'brochure-stand',
    color: '#6366f1',
    title: L('Faltprospektständer mit Tasche', 'Folding brochure stand with bag'),
    featureDesc: L('Zusammenklappbar, 2,9 kg leicht', 'Collapsible, only 2.9 kg'),
    description: L(
      'Der Faltprospektständer lässt sich wie eine Ziehharmonika zusammenschieben und passt in die mitgelieferte Tasche.',
      'The folding brochure stand collapses like a concertina and fits into the bag supplied.',
    ),
    technical: [row('Gewicht', 'Weight', 'ca. 2,9 kg', 'approx. 2.9 kg')],
    scope: [L('Ständer', 'Stand'), L('Tasche', 'Bag')],
    priceCents: 11900,
    options: [
      {
        title: L('Farbe', 'Colour'),
        values: [
          { title: L('Silber', 'Silver') },
          { title: L('Schwarz', 'Black'), additional: 900 },
        ],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'prospektständer faltprospektständer flyerständer mobil',
  },
  {
    key: 'brochure-holder-tabletop',
    menus: ['tabletop-brochure-holders', 'brochure-stands'],
    motif: 'brochure-stand',
    color: '#818cf8',
    title: L('Tisch-Prospekthalter', 'Tabletop brochure holder'),
    featureDesc: L('Acryl, für DIN A4, A5 oder DL', 'Acrylic, for A4, A5 or DL'),
    description: L(
      'Der schlichte Tisch-Prospekthalter für Theke, Wartezimmer und Empfang.',
      'The simple tabletop brochure holder for counters, waiting rooms and reception desks.',
    ),
    technical: [row('Material', 'Material', 'Acrylglas 2 mm', 'Acrylic 2 mm')],
    scope: [L('Prospekthalter', 'Brochure holder')],
    priceCents: 990,
    options: [
      size([
        sizeValue('DIN lang', 'DL', 0),
        sizeValue('DIN A5', 'A5', 200),
        sizeValue('DIN A4', 'A4', 500),
      ]),
    ],
    services: [],
    tiers: [
      { minQuantity: 5, percent: 10 },
      { minQuantity: 10, percent: 15 },
      { minQuantity: 25, percent: 20 },
    ],
    keywords: 'prospekthalter tischaufsteller flyerhalter acryl',
  },
  {
    key: 'brochure-stand-outdoor',
    menus: ['outdoor-brochure-stands', 'brochure-stands'],
    motif: 'brochure-stand',
    color: '#312e81',
    title: L('Outdoor-Prospektständer', 'Outdoor brochure stand'),
    featureDesc: L('Wetterfeste Boxen mit Deckel', 'Weatherproof boxes with lids'),
    description: L(
      'Prospektboxen mit Klappdeckel auf schwerem Fuß – Ihre Flyer bleiben auch bei Regen trocken.',
      'Brochure boxes with hinged lids on a heavy base – your flyers stay dry even in the rain.',
    ),
    technical: [row('Fuß', 'Base', 'Stahl, befüllbar', 'Steel, fillable')],
    scope: [L('Ständer mit Boxen', 'Stand with boxes')],
    priceCents: 18900,
    options: [
      {
        title: L('Boxen', 'Boxes'),
        values: [
          { title: L('2 Boxen A4', '2 boxes A4') },
          { title: L('3 Boxen A4', '3 boxes A4'), price: 3900 },
        ],
      },
    ],
    services: [],
    tiers: fewTiers,
    keywords: 'prospektständer outdoor prospektbox flyerbox',
  },
  // --- Customer stoppers ----------------------------------------------------------------------
  {
    key: 'a-board-snap-frame',
    menus: ['snap-frame-a-boards', 'customer-stoppers'],
    motif: 'customer-stopper',
    color: '#16a34a',
    title: L('Kundenstopper Klapprahmen', 'Snap-frame A-board'),
    featureDesc: L(
      'Plakatwechsel in Sekunden, beidseitig',
      'Change posters in seconds, double-sided',
    ),
    description: L(
      'Der Kundenstopper mit Klapprahmen: Profile aufklappen, Plakat einlegen, zuklappen. Mit zwei bedruckten Plakaten.',
      'The A-board with snap frames: open the profiles, insert the poster, close. With two printed posters.',
    ),
    technical: [row('Profil', 'Profile', '32 mm, Gehrungsecken', '32 mm, mitred corners')],
    scope: [L('Kundenstopper', 'A-board'), L('Zwei Plakate', 'Two posters')],
    priceCents: 8900,
    options: [size([sizeValue('DIN A1', 'A1', 0), sizeValue('DIN A0', 'A0', 3000)])],
    services: ['sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 594, heightMm: 841, bleedMm: 3 },
    keywords: 'kundenstopper klapprahmen plakatstaender aufsteller a-board gehwegaufsteller',
  },
  {
    key: 'a-board-wind',
    menus: ['wind-resistant-a-boards', 'customer-stoppers'],
    motif: 'customer-stopper',
    color: '#15803d',
    title: L('Kundenstopper Wind mit Federfuß', 'Wind-resistant A-board with springs'),
    featureDesc: L(
      'Schwingt im Wind zurück, befüllbarer Fuß',
      'Swings back in the wind, fillable base',
    ),
    description: L(
      'Der Federkundenstopper gibt bei Wind nach und richtet sich wieder auf – ideal für windige Innenstadtlagen.',
      'The spring A-board gives in the wind and rights itself again – ideal for windy high streets.',
    ),
    technical: [row('Fuß', 'Base', 'Kunststoff, wasserbefüllbar', 'Plastic, water-fillable')],
    scope: [L('Kundenstopper', 'A-board'), L('Zwei Plakate', 'Two posters')],
    priceCents: 16900,
    options: [size([sizeValue('DIN A1', 'A1', 0), sizeValue('DIN A0', 'A0', 4000)])],
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 594, heightMm: 841, bleedMm: 3 },
    keywords: 'kundenstopper windstopper federfuss plakatstaender',
  },
  {
    key: 'chalkboard-stopper',
    menus: ['chalkboards', 'customer-stoppers'],
    motif: 'customer-stopper',
    color: '#334155',
    title: L('Kreidetafel-Aufsteller', 'Chalkboard A-board'),
    featureDesc: L('Holzrahmen, beidseitig beschreibbar', 'Wooden frame, writable on both sides'),
    description: L(
      'Der Kreidetafel-Aufsteller für Café, Restaurant und Hofladen – mit Ihrem Logo im Kopfteil.',
      'The chalkboard A-board for cafés, restaurants and farm shops – with your logo in the header.',
    ),
    technical: [row('Rahmen', 'Frame', 'Buche massiv', 'Solid beech')],
    scope: [L('Aufsteller', 'A-board'), L('Kreidemarker', 'Chalk marker')],
    priceCents: 6900,
    options: [
      {
        title: L('Kopfteil', 'Header'),
        values: [
          { title: L('ohne Logo', 'without logo') },
          { title: L('mit Logo-Druck', 'with logo print'), real: 2500 },
        ],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'kreidetafel kundenstopper tafel aufsteller gastronomie',
  },
  {
    key: 'poster-stand-clip',
    menus: ['poster-stands', 'customer-stoppers'],
    motif: 'poster-stand',
    color: '#0f172a',
    title: L('Plakatständer mit Klapprahmen', 'Poster stand with snap frame'),
    featureDesc: L('Für Innenräume, höhenverstellbar', 'For indoors, height-adjustable'),
    description: L(
      'Der schlanke Plakatständer für Foyer und Schaufenster mit höhenverstellbarem Rahmen.',
      'The slim poster stand for foyers and shop windows with a height-adjustable frame.',
    ),
    technical: [row('Höhe', 'Height', '120 bis 180 cm', '120 to 180 cm')],
    scope: [L('Ständer', 'Stand'), L('Plakat', 'Poster')],
    priceCents: 7900,
    options: [size([sizeValue('DIN A2', 'A2', 0), sizeValue('DIN A1', 'A1', 1500)])],
    services: ['sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 420, heightMm: 594, bleedMm: 3 },
    keywords: 'plakatstaender plakatständer posterständer infoständer',
  },
  // --- Light boxes ----------------------------------------------------------------------------
  {
    key: 'led-light-box',
    menus: ['led-light-boxes', 'light-boxes'],
    motif: 'light-box',
    color: '#f59e0b',
    title: L('LED-Leuchtkasten', 'LED light box'),
    featureDesc: L(
      'Flach, gleichmäßig ausgeleuchtet, Wandmontage',
      'Slim, evenly lit, wall-mounted',
    ),
    description: L(
      'Der nur 3 cm flache LED-Leuchtkasten mit Wechselrahmen macht Ihr Plakat zum Blickfang im Schaufenster.',
      'The LED light box, only 3 cm deep, with a snap frame makes your poster the eye-catcher in the shop window.',
    ),
    technical: [
      row('Tiefe', 'Depth', '3 cm', '3 cm'),
      row('Leistung', 'Power', '20 bis 60 W', '20 to 60 W'),
    ],
    scope: [
      L('Leuchtkasten', 'Light box'),
      L('Backlit-Plakat', 'Backlit poster'),
      L('Netzteil', 'Power supply'),
    ],
    priceCents: 14900,
    options: [
      size([
        sizeValue('DIN A2', 'A2', 0),
        sizeValue('DIN A1', 'A1', 6000),
        sizeValue('DIN A0', 'A0', 14000),
      ]),
    ],
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 420, heightMm: 594, bleedMm: 3 },
    keywords: 'leuchtkasten lightbox led leuchtrahmen leuchtplakat',
  },
  {
    key: 'led-snap-frame',
    menus: ['led-snap-frames', 'light-boxes'],
    motif: 'light-box',
    color: '#d97706',
    title: L('LED-Klapprahmen', 'LED snap frame'),
    featureDesc: L('Plakatwechsel von vorn, beleuchtet', 'Front-loading, illuminated'),
    description: L(
      'Klapprahmen mit LED-Hinterleuchtung: Der Wechsel erfolgt von vorn, ohne den Rahmen abzunehmen.',
      'Snap frame with LED backlighting: change the poster from the front without taking the frame down.',
    ),
    technical: [row('Profil', 'Profile', '25 mm, silber', '25 mm, silver')],
    scope: [
      L('Klapprahmen mit LED', 'Snap frame with LEDs'),
      L('Backlit-Plakat', 'Backlit poster'),
    ],
    priceCents: 12900,
    options: [
      size([
        sizeValue('DIN A3', 'A3', 0),
        sizeValue('DIN A2', 'A2', 3500),
        sizeValue('DIN A1', 'A1', 7900),
      ]),
    ],
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 297, heightMm: 420, bleedMm: 3 },
    keywords: 'leuchtrahmen klapprahmen led lightbox',
  },
  {
    key: 'led-light-wall',
    menus: ['freestanding-light-walls', 'light-boxes'],
    motif: 'light-box',
    color: '#b45309',
    title: L('LED-Leuchtwand freistehend', 'Freestanding LED light wall'),
    featureDesc: L(
      'Beleuchtete Messewand mit Stoffdruck',
      'Illuminated exhibition wall with fabric print',
    ),
    description: L(
      'Die freistehende Leuchtwand ist das Highlight jedes Messestands – mit Backlit-Textil und gleichmäßiger LED-Ausleuchtung.',
      'The freestanding light wall is the highlight of any stand – with backlit fabric and even LED lighting.',
    ),
    technical: [row('Leistung', 'Power', 'ca. 350 W', 'approx. 350 W')],
    scope: [
      L('Rahmen mit LED', 'Frame with LEDs'),
      L('Backlit-Druck', 'Backlit print'),
      L('Transportkiste', 'Transport case'),
    ],
    priceCents: 149000,
    options: [width([cm(200, 0), cm(300, 39000)])],
    no24h: true,
    services: ['sparePrint'],
    tiers: [],
    format: { widthMm: 2000, heightMm: 2500, bleedMm: 15 },
    keywords: 'leuchtwand led messewand backlit lightbox',
  },
  {
    key: 'illuminated-sign',
    menus: ['illuminated-signs', 'light-boxes'],
    motif: 'sign',
    color: '#ec4899',
    title: L('LED-Leuchtschild', 'LED illuminated sign'),
    featureDesc: L(
      'Hinterleuchtetes Firmenschild für Fassade und Eingang',
      'Backlit company sign for facades and entrances',
    ),
    description: L(
      'Das LED-Leuchtschild macht Ihren Eingang auch abends sichtbar: wetterfester Aluminiumkasten, bedruckte Acrylfront und sparsame LED-Module. Als Wandschild einseitig oder als Ausleger beidseitig.',
      'The LED illuminated sign keeps your entrance visible in the evening too: a weatherproof aluminium case, a printed acrylic front and economical LED modules. As a single-sided wall sign or a double-sided projecting sign.',
    ),
    technical: [
      row('Gehäuse', 'Case', 'Aluminium, pulverbeschichtet', 'Aluminium, powder-coated'),
      row('Front', 'Front', 'Acrylglas opal 3 mm, bedruckt', 'Opal acrylic 3 mm, printed'),
      row('Schutzart', 'Protection', 'IP65', 'IP65'),
    ],
    scope: [
      L('Leuchtschild mit LED-Modulen', 'Sign with LED modules'),
      L('Netzteil 230 V', 'Power supply 230 V'),
      L('Montagematerial', 'Mounting kit'),
    ],
    priceCents: 34900,
    options: [
      size([
        sizeValue('100 × 50 cm', '100 × 50 cm', 0),
        sizeValue('150 × 60 cm', '150 × 60 cm', 12000),
        sizeValue('200 × 80 cm', '200 × 80 cm', 26000),
      ]),
      {
        title: L('Ausführung', 'Version'),
        values: [
          { title: L('Wandschild, einseitig', 'Wall sign, single-sided') },
          {
            title: L('Ausleger, beidseitig', 'Projecting sign, double-sided'),
            real: 11000,
            additional: 9000,
          },
        ],
      },
    ],
    no24h: true,
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1000, heightMm: 500, bleedMm: 5 },
    keywords: 'leuchtschild leuchtreklame firmenschild ausleger nasenschild leuchttransparent',
  },
  // --- Gazebos --------------------------------------------------------------------------------
  {
    key: 'gazebo-printed',
    menus: ['printed-gazebos', 'gazebos'],
    motif: 'tent',
    color: '#16a34a',
    title: L('Faltzelt Hexagon, bedruckt', 'Hexagon gazebo, printed'),
    featureDesc: L(
      'Aluminium-Scherengestell, Dach und Volant im Digitaldruck',
      'Aluminium scissor frame, roof and valance digitally printed',
    ),
    description: L(
      'Das Faltzelt für Promotion, Sportevent und Stadtfest: Das Scherengestell aus Sechskant-Aluminium steht in 60 Sekunden, Dach und Volant tragen Ihr Motiv rundum. Das Dach aus 300-g-Polyester ist wasserabweisend und schwer entflammbar.',
      'The gazebo for promotions, sports events and street festivals: the hexagonal aluminium scissor frame is up in 60 seconds, and the roof and valance carry your graphic all round. The 300 g polyester roof is water-repellent and flame-retardant.',
    ),
    technical: [
      row('Gestell', 'Frame', 'Aluminium, Sechskantprofil', 'Aluminium, hexagonal profile'),
      row('Dach', 'Roof', 'Polyester 300 g/m², B1', 'Polyester 300 g/m², B1'),
      row('Höhe', 'Height', 'bis 3,40 m, dreifach verstellbar', 'up to 3.40 m, three settings'),
      row('Gewicht', 'Weight', 'ca. 28 kg (3 × 3 m)', 'approx. 28 kg (3 × 3 m)'),
    ],
    scope: [
      L('Scherengestell', 'Scissor frame'),
      L('Bedrucktes Dach mit Volant', 'Printed roof with valance'),
      L('Rolltasche', 'Wheeled bag'),
      L('Erdnägel und Abspannseile', 'Ground pegs and guy ropes'),
    ],
    priceCents: 89900,
    options: [
      size([
        sizeValue('3 × 3 m', '3 × 3 m', 0),
        sizeValue('3 × 4,5 m', '3 × 4.5 m', 35000),
        sizeValue('3 × 6 m', '3 × 6 m', 59000),
        sizeValue('4 × 4 m', '4 × 4 m', 42000),
        sizeValue('4 × 8 m', '4 × 8 m', 149000),
      ]),
      {
        title: L('Gestell', 'Frame'),
        values: [
          { title: L('Standard, 40-mm-Profil', 'Standard, 40 mm profile') },
          { title: L('Profi, 50-mm-Profil', 'Professional, 50 mm profile'), additional: 19000 },
        ],
      },
    ],
    no24h: true,
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 3000, heightMm: 3000, bleedMm: 30 },
    keywords: 'faltzelt pavillon partyzelt promotionzelt eventzelt zelt gazebo',
  },
  {
    key: 'gazebo-side-wall',
    menus: ['gazebo-side-walls', 'gazebos'],
    motif: 'tent',
    color: '#15803d',
    title: L('Seitenwand für Faltzelte', 'Side wall for gazebos'),
    featureDesc: L(
      'Bedruckt, mit Klett am Gestell befestigt',
      'Printed, fixed to the frame with hook-and-loop',
    ),
    description: L(
      'Seitenwände schützen vor Wind und Regen und zeigen Ihre Botschaft auch von der Seite. Sie werden mit Klettbändern am Gestell befestigt – als halbe Wand, volle Wand oder mit Reißverschluss als Tür.',
      'Side walls keep out wind and rain and show your message from the side too. They are fixed to the frame with hook-and-loop straps – as a half wall, a full wall or with a zip as a door.',
    ),
    technical: [
      row('Material', 'Material', 'Polyester 300 g/m², B1', 'Polyester 300 g/m², B1'),
      row('Höhe', 'Height', 'halbe Wand 1 m, volle Wand 2 m', 'half wall 1 m, full wall 2 m'),
    ],
    scope: [L('Seitenwand mit Klettbändern', 'Side wall with hook-and-loop straps')],
    priceCents: 8900,
    options: [
      width([
        sizeValue('3 m', '3 m', 0),
        sizeValue('4 m', '4 m', 3000),
        sizeValue('4,5 m', '4.5 m', 4000),
        sizeValue('6 m', '6 m', 9000),
      ]),
      {
        title: L('Ausführung', 'Version'),
        values: [
          { title: L('Halbe Wand', 'Half wall') },
          { title: L('Volle Wand', 'Full wall'), real: 6000 },
          { title: L('Volle Wand mit Reißverschluss', 'Full wall with zip'), real: 8500 },
        ],
      },
    ],
    services: ['sparePrint'],
    tiers: standardTiers,
    format: { widthMm: 3000, heightMm: 2000, bleedMm: 20 },
    keywords: 'seitenwand seitenteil zeltwand faltzelt pavillon',
  },
  {
    key: 'promotional-parasol',
    menus: ['promotional-parasols', 'gazebos'],
    motif: 'tent',
    color: '#22c55e',
    title: L('Werbeschirm, bedruckt', 'Printed parasol'),
    featureDesc: L(
      'Bespannung mit Ihrem Motiv auf jedem Segment',
      'A cover with your graphic on every panel',
    ),
    description: L(
      'Der Werbeschirm spendet Schatten und wirbt zugleich – für Biergarten, Eisdiele und Event. Das Teleskopgestell aus Aluminium öffnet mit einer Kurbel, die Bespannung ist UV-beständig und waschbar.',
      'The parasol gives shade and advertises at the same time – for beer gardens, ice-cream parlours and events. The telescopic aluminium frame opens with a crank; the cover is UV-resistant and washable.',
    ),
    technical: [
      row('Gestell', 'Frame', 'Aluminium, Kurbel', 'Aluminium, crank'),
      row(
        'Bespannung',
        'Cover',
        'Polyester 220 g/m², UV-beständig',
        'Polyester 220 g/m², UV-resistant',
      ),
    ],
    scope: [
      L('Schirm mit bedruckter Bespannung', 'Parasol with printed cover'),
      L('Schutzhülle', 'Cover bag'),
    ],
    priceCents: 45900,
    options: [
      size([
        sizeValue('Ø 3 m, rund', 'Ø 3 m, round', 0),
        sizeValue('3 × 3 m, eckig', '3 × 3 m, square', 12000),
        sizeValue('4 × 4 m, eckig', '4 × 4 m, square', 39000),
      ]),
      {
        title: L('Ständer', 'Base'),
        values: [
          { title: L('ohne Ständer', 'without base') },
          {
            title: L('Plattenständer für 4 Gehwegplatten', 'Base for 4 paving slabs'),
            additional: 8900,
          },
        ],
      },
    ],
    no24h: true,
    services: ['sparePrint'],
    tiers: fewTiers,
    // One of the eight printed panels: a printed product has a print format (decision 0016).
    format: { widthMm: 1150, heightMm: 1500, bleedMm: 20 },
    keywords: 'werbeschirm sonnenschirm marktschirm schirm parasol',
  },
  {
    key: 'gazebo-weights',
    menus: ['gazebo-accessories', 'gazebos'],
    motif: 'accessories',
    color: '#166534',
    title: L('Gewichtsplatten für Faltzelte', 'Weight plates for gazebos'),
    featureDesc: L('Satz für alle vier Zeltbeine', 'A set for all four legs'),
    description: L(
      'Auf Asphalt und Hallenboden halten Erdnägel nicht: Die Gewichtsplatten werden um die Zeltbeine gelegt und sichern das Faltzelt gegen Wind. Verzinkter Stahl, stapelbar.',
      'Ground pegs do not hold on asphalt or hall floors: the weight plates go round the gazebo legs and secure it against the wind. Galvanised steel, stackable.',
    ),
    technical: [row('Material', 'Material', 'Stahl, verzinkt', 'Steel, galvanised')],
    scope: [L('4 Gewichtsplatten', '4 weight plates')],
    priceCents: 7900,
    options: [
      {
        title: L('Gewicht', 'Weight'),
        values: [
          { title: L('4 × 10 kg', '4 × 10 kg') },
          { title: L('4 × 15 kg', '4 × 15 kg'), price: 3000 },
        ],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'zeltgewichte gewichte beschwerung faltzelt zubehör zubehoer',
  },
  // --- Accessories ----------------------------------------------------------------------------
  {
    key: 'transport-case-counter',
    menus: ['transport-cases', 'accessories'],
    motif: 'accessories',
    color: '#475569',
    title: L('Transportkoffer mit Thekenhülle', 'Transport case with counter wrap'),
    featureDesc: L(
      'Rollkoffer, der mit Platte und Druck zur Theke wird',
      'A wheeled case that becomes a counter with top and print',
    ),
    description: L(
      'Der Rollkoffer nimmt Pop-up-Wand und Zubehör auf. Am Stand bekommt er eine Tischplatte und eine bedruckte Textilhülle und steht als Theke bereit – ein Gepäckstück weniger.',
      'The wheeled case holds a pop-up wall and its accessories. On the stand it takes a table top and a printed fabric wrap and serves as a counter – one item of luggage less.',
    ),
    technical: [
      row('Innenmaß', 'Inside', 'ca. 93 × 43 × 34 cm', 'approx. 93 × 43 × 34 cm'),
      row('Material', 'Material', 'Polypropylen, schlagfest', 'Polypropylene, impact-resistant'),
    ],
    scope: [
      L('Koffer mit Rollen', 'Case with wheels'),
      L('Tischplatte', 'Table top'),
      L('Bedruckte Textilhülle', 'Printed fabric wrap'),
    ],
    priceCents: 24900,
    options: [
      {
        title: L('Tischplatte', 'Table top'),
        values: [{ title: L('Buche-Dekor', 'Beech finish') }, { title: L('Schwarz', 'Black') }],
      },
      {
        title: L('Hülle', 'Wrap'),
        values: [
          { title: L('Textil, bedruckt', 'Fabric, printed') },
          { title: L('Magnetpaneele, bedruckt', 'Magnetic panels, printed'), real: 4500 },
        ],
      },
    ],
    services: ['sparePrint'],
    tiers: fewTiers,
    format: { widthMm: 1950, heightMm: 850, bleedMm: 10 },
    keywords: 'transportkoffer koffer theke rollkoffer case',
  },
  {
    key: 'led-clip-spotlight',
    menus: ['led-spotlights', 'accessories'],
    motif: 'accessories',
    color: '#334155',
    title: L('LED-Aufsteckstrahler 50 W', 'LED clip-on spotlight 50 W'),
    featureDesc: L(
      'Für Pop-up- und Textilwände, ohne Werkzeug',
      'For pop-up and fabric walls, no tools needed',
    ),
    description: L(
      'Der LED-Strahler wird oben auf die Wand gesteckt und leuchtet Ihr Motiv gleichmäßig aus. Er bleibt kühl, braucht wenig Strom und passt in jede Tasche.',
      'The LED spotlight clips onto the top of the wall and lights your graphic evenly. It stays cool, uses little power and fits into any bag.',
    ),
    technical: [
      row('Leistung', 'Power', '50 W', '50 W'),
      row('Anschluss', 'Connection', '230 V, Kabel 3 m', '230 V, 3 m cable'),
    ],
    scope: [L('Strahler mit Halterung', 'Spotlight with bracket')],
    priceCents: 3990,
    options: [
      {
        title: L('Lichtfarbe', 'Light colour'),
        values: [
          { title: L('Warmweiß 3000 K', 'Warm white 3000 K') },
          { title: L('Neutralweiß 4000 K', 'Neutral white 4000 K') },
        ],
      },
      {
        title: L('Gehäuse', 'Housing'),
        values: [{ title: L('Schwarz', 'Black') }, { title: L('Silber', 'Silver') }],
      },
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'strahler led spot lampe beleuchtung messewand',
  },
  {
    key: 'wheeled-display-bag',
    menus: ['carry-bags', 'accessories'],
    motif: 'accessories',
    color: '#64748b',
    title: L('Rolltasche für Displays', 'Wheeled display bag'),
    featureDesc: L('Gepolstert, mit Teleskopgriff', 'Padded, with telescopic handle'),
    description: L(
      'Die gepolsterte Rolltasche schützt Roll-Ups und Faltwände auf dem Weg zur Messe. Robustes Nylon, verstärkter Boden und ein Teleskopgriff wie beim Reisekoffer.',
      'The padded wheeled bag protects roll-ups and folding walls on the way to the fair. Tough nylon, a reinforced base and a telescopic handle like a travel case.',
    ),
    technical: [row('Material', 'Material', 'Nylon 600D, gepolstert', 'Nylon 600D, padded')],
    scope: [L('Rolltasche', 'Wheeled bag')],
    priceCents: 6900,
    options: [
      size([
        sizeValue('für Roll-Ups bis 100 cm', 'for roll-ups up to 100 cm', 0),
        sizeValue('für Roll-Ups bis 150 cm', 'for roll-ups up to 150 cm', 2000),
        sizeValue('für Faltwände 3 × 3', 'for 3 × 3 folding walls', 6000),
      ]),
    ],
    services: [],
    tiers: standardTiers,
    keywords: 'tasche rolltasche trolley transporttasche',
  },
  {
    key: 'roll-up-replacement-print',
    menus: ['replacement-prints', 'accessories'],
    motif: 'rollup',
    color: '#1e293b',
    title: L('Ersatzdruck für Roll-Ups', 'Replacement roll-up print'),
    featureDesc: L(
      'Neues Motiv für Ihre vorhandene Kassette',
      'A new graphic for your existing cassette',
    ),
    description: L(
      'Neue Kampagne, altes Roll-Up: Wir drucken Ihr Motiv passend für gängige Kassetten, mit Klebestreifen unten und Klemmschiene oben. Der Wechsel dauert wenige Minuten.',
      'New campaign, old roll-up: we print your graphic to fit common cassettes, with adhesive tape at the bottom and a clamp rail at the top. The change takes a few minutes.',
    ),
    technical: [
      row('Druck', 'Print', 'Digitaldruck 720 dpi', 'Digital print 720 dpi'),
      row('Höhe', 'Height', '200 cm sichtbar', '200 cm visible'),
    ],
    scope: [L('Druck mit Klemmschiene', 'Print with clamp rail')],
    priceCents: 3900,
    options: [width([cm(85, 0), cm(100, 800), cm(120, 1800), cm(150, 3300)]), rollUpMaterial],
    services: ['bag'],
    tiers: standardTiers,
    format: { widthMm: 850, heightMm: 2000, bleedMm: 5 },
    keywords: 'ersatzdruck rollup druck banner austausch',
  },
]
