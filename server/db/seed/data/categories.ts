import type { SeedCategory } from './types.ts'

// The menu tree of the demo shop. Slugs are derived from the titles (ROUTE-2), so a title change
// also changes the URL: keep server/db/seed/data/countries.ts (redirections) in step.
export const categories: SeedCategory[] = [
  {
    key: 'roll-up-displays',
    title: { de: 'Roll-Up-Displays', en: 'Roll-Up Displays' },
    description: {
      de: 'Roll-Up-Displays in wenigen Sekunden aufgebaut: bedruckt in unserer Bielefelder Produktion, mit Tasche und auf Wunsch in 24 Stunden versandfertig.',
      en: 'Roll-up displays that are set up in seconds: printed in our own production in Bielefeld, supplied with a bag and ready to ship in 24 hours on request.',
    },
    motif: 'rollup',
    color: '#1d4ed8',
    children: [
      {
        key: 'roll-up-standard',
        title: { de: 'Roll-Up Standard', en: 'Standard Roll-Ups' },
        description: {
          de: 'Der preiswerte Klassiker für Messe, Empfang und Point of Sale – in Breiten von 60 bis 150 cm.',
          en: 'The affordable classic for trade fairs, reception areas and the point of sale – in widths from 60 to 150 cm.',
        },
        motif: 'rollup',
        color: '#1d4ed8',
      },
      {
        key: 'roll-up-premium',
        title: { de: 'Roll-Up Premium', en: 'Premium Roll-Ups' },
        description: {
          de: 'Robuste Kassetten mit Wechselsystem, Klemmschiene und standfesten Füßen für den häufigen Einsatz.',
          en: 'Sturdy cassettes with a graphic-change system, clamp rail and stable feet for frequent use.',
        },
        motif: 'rollup',
        color: '#1e40af',
      },
      {
        key: 'roll-up-double-sided',
        title: { de: 'Roll-Up doppelseitig', en: 'Double-Sided Roll-Ups' },
        description: {
          de: 'Zwei Motive in einer Kassette: ideal für Eingänge, Gänge und Räume, in denen man Ihr Display von beiden Seiten sieht.',
          en: 'Two graphics in one cassette: ideal for entrances, aisles and rooms where your display is seen from both sides.',
        },
        motif: 'rollup',
        color: '#2563eb',
      },
      {
        key: 'roll-up-outdoor',
        title: { de: 'Outdoor-Roll-Ups', en: 'Outdoor Roll-Ups' },
        description: {
          de: 'Wetterfeste Roll-Ups mit beschwerbarem Fuß und Federmechanik für Einsätze vor dem Geschäft und auf Veranstaltungen.',
          en: 'Weatherproof roll-ups with a ballastable base and spring mechanism for use outside your shop and at events.',
        },
        motif: 'rollup',
        color: '#0369a1',
      },
      {
        key: 'roll-up-tabletop',
        title: { de: 'Tisch-Roll-Ups', en: 'Tabletop Roll-Ups' },
        description: {
          de: 'Kompakte Roll-Ups in A4 und A3 für Empfangstheke, Kasse und Beratungstisch.',
          en: 'Compact A4 and A3 roll-ups for the reception desk, the till and the consultation table.',
        },
        motif: 'table-display',
        color: '#3b82f6',
      },
    ],
  },
  {
    key: 'exhibition-walls',
    title: { de: 'Messewände', en: 'Exhibition Walls' },
    description: {
      de: 'Mobile Messewände für Ihren Stand: Pop-up-, Falt- und Rahmensysteme, die eine Person ohne Werkzeug aufbaut.',
      en: 'Portable exhibition walls for your stand: pop-up, folding and frame systems that one person can set up without tools.',
    },
    motif: 'popup-wall',
    color: '#7c3aed',
    children: [
      {
        key: 'pop-up-walls',
        title: { de: 'Pop-up-Wände', en: 'Pop-Up Walls' },
        description: {
          de: 'Scherengestell mit Magnetschienen und bedruckten Paneelen – der Klassiker als Messerückwand.',
          en: 'Scissor frame with magnetic bars and printed panels – the classic back wall for your stand.',
        },
        motif: 'popup-wall',
        color: '#7c3aed',
      },
      {
        key: 'folding-walls',
        title: { de: 'Faltwände', en: 'Folding Walls' },
        description: {
          de: 'Faltbare Wandsysteme aus Hartschaum- oder Leichtbauplatten mit Scharnieren, schnell gestellt und flach verpackt.',
          en: 'Folding wall systems made of foam or lightweight boards with hinges, quick to put up and packed flat.',
        },
        motif: 'popup-wall',
        color: '#6d28d9',
      },
      {
        key: 'straight-walls',
        title: { de: 'Gerade Messewände', en: 'Straight Walls' },
        description: {
          de: 'Gerade Rückwände in 2 bis 6 m Breite, auch als Trennwand zwischen Beratungszonen geeignet.',
          en: 'Straight back walls from 2 to 6 m wide, also suitable as partitions between consultation areas.',
        },
        motif: 'textile-frame',
        color: '#8b5cf6',
      },
      {
        key: 'curved-walls',
        title: { de: 'Gebogene Messewände', en: 'Curved Walls' },
        description: {
          de: 'Konkav gebogene Wände, die Besucher optisch umschließen und Ihrem Stand Tiefe geben.',
          en: 'Concave curved walls that visually embrace visitors and give your stand depth.',
        },
        motif: 'popup-wall',
        color: '#5b21b6',
      },
    ],
  },
  {
    key: 'textile-frames',
    title: { de: 'Textilrahmen', en: 'Textile Frames' },
    description: {
      de: 'Aluminiumrahmen mit eingeknöpftem Textildruck: knitterarm, waschbar und leicht zu transportieren.',
      en: 'Aluminium frames with a printed fabric graphic fitted by silicone edge: crease-resistant, washable and easy to transport.',
    },
    motif: 'textile-frame',
    color: '#0f766e',
    children: [
      {
        key: 'fabric-tension-frames',
        title: { de: 'Textilspannrahmen', en: 'Fabric Frames' },
        description: {
          de: 'Freistehende oder wandmontierte Spannrahmen mit Keder-Textildruck in nahezu jedem Format.',
          en: 'Freestanding or wall-mounted tension frames with silicone-edge fabric prints in almost any size.',
        },
        motif: 'textile-frame',
        color: '#0f766e',
      },
      {
        key: 'led-backlit-frames',
        title: { de: 'LED-Leuchtrahmen', en: 'LED Backlit Frames' },
        description: {
          de: 'Textilrahmen mit gleichmäßiger LED-Hinterleuchtung – Ihr Motiv strahlt auch in dunklen Messehallen.',
          en: 'Fabric frames with even LED backlighting – your graphic shines even in dimly lit exhibition halls.',
        },
        motif: 'light-box',
        color: '#0d9488',
      },
      {
        key: 'exhibition-stand-systems',
        title: { de: 'Messestand-Systeme', en: 'Stand Systems' },
        description: {
          de: 'Modulare Rahmensysteme für komplette Messestände von 9 bis 50 m², jederzeit erweiterbar.',
          en: 'Modular frame systems for complete exhibition stands from 9 to 50 m², expandable at any time.',
        },
        motif: 'textile-frame',
        color: '#115e59',
      },
      {
        key: 'textile-partitions',
        title: { de: 'Textil-Trennwände', en: 'Fabric Partitions' },
        description: {
          de: 'Bedruckte Raumteiler für Büro, Empfang und Praxis – mit schallmindernder Stoffoption.',
          en: 'Printed room dividers for offices, receptions and practices – with a sound-absorbing fabric option.',
        },
        motif: 'textile-frame',
        color: '#14b8a6',
      },
    ],
  },
  {
    key: 'counters',
    title: { de: 'Messetheken', en: 'Counters' },
    description: {
      de: 'Mobile Theken für Messe, Promotion und Empfang – mit Ihrem Motiv rundum bedruckt und in Minuten aufgebaut.',
      en: 'Portable counters for trade fairs, promotions and reception areas – printed all round with your design and set up in minutes.',
    },
    motif: 'counter',
    color: '#ea580c',
    children: [
      {
        key: 'promotion-counters',
        title: { de: 'Promotion-Theken', en: 'Promotion Counters' },
        description: {
          de: 'Leichte Aktionstheken mit Wechselgrafik für Verkostung, Sampling und Verkaufsaktionen.',
          en: 'Lightweight promotion counters with interchangeable graphics for tastings, sampling and sales campaigns.',
        },
        motif: 'counter',
        color: '#ea580c',
      },
      {
        key: 'pop-up-counters',
        title: { de: 'Pop-up-Theken', en: 'Pop-Up Counters' },
        description: {
          de: 'Theken mit Scherengestell und Magnetpaneelen, passend zu unseren Pop-up-Wänden.',
          en: 'Counters with a scissor frame and magnetic panels, matching our pop-up walls.',
        },
        motif: 'counter',
        color: '#c2410c',
      },
      {
        key: 'fabric-counters',
        title: { de: 'Textil-Theken', en: 'Fabric Counters' },
        description: {
          de: 'Aluminiumgestell mit Stretchbezug im Vollflächendruck – knitterfrei und waschbar.',
          en: 'Aluminium frame with a fully printed stretch cover – crease-free and washable.',
        },
        motif: 'counter',
        color: '#f97316',
      },
      {
        key: 'reception-counters',
        title: { de: 'Empfangstheken', en: 'Reception Counters' },
        description: {
          de: 'Stabile Theken mit abschließbarem Stauraum und Regalboden für den Dauereinsatz am Empfang.',
          en: 'Sturdy counters with lockable storage and a shelf for permanent use at reception.',
        },
        motif: 'counter',
        color: '#9a3412',
      },
    ],
  },
  {
    key: 'beach-flags',
    title: { de: 'Beachflags', en: 'Beach Flags' },
    description: {
      de: 'Beachflags in Tropfen-, Segel- und Rechteckform – mit Mast, Tasche und dem passenden Fuß für jeden Untergrund.',
      en: 'Beach flags in teardrop, feather and rectangular shapes – with pole, bag and the right base for any surface.',
    },
    motif: 'beach-flag',
    color: '#dc2626',
    children: [
      {
        key: 'teardrop-flags',
        title: { de: 'Tropfen-Beachflags', en: 'Teardrop Flags' },
        description: {
          de: 'Die tropfenförmige Fahne bleibt auch bei Windstille gut lesbar.',
          en: 'The teardrop-shaped flag stays easy to read even when there is no wind.',
        },
        motif: 'beach-flag',
        color: '#dc2626',
      },
      {
        key: 'feather-flags',
        title: { de: 'Segel-Beachflags', en: 'Feather Flags' },
        description: {
          de: 'Hohe, schlanke Segelform mit viel Fläche für Logo und Schriftzug – bis 5 m Höhe.',
          en: 'Tall, slim feather shape with plenty of space for logo and lettering – up to 5 m high.',
        },
        motif: 'beach-flag',
        color: '#b91c1c',
      },
      {
        key: 'rectangular-flags',
        title: { de: 'Rechteck-Beachflags', en: 'Rectangular Flags' },
        description: {
          de: 'Rechteckige Fahnen mit Querstrebe, damit Ihr Motiv vollflächig und ohne Verzerrung sichtbar ist.',
          en: 'Rectangular flags with a cross bar so that your design is shown in full and without distortion.',
        },
        motif: 'beach-flag',
        color: '#ef4444',
      },
      {
        key: 'hoist-flags',
        title: { de: 'Hissfahnen', en: 'Hoist Flags' },
        description: {
          de: 'Hiss- und Auslegerfahnen für Fahnenmasten am Firmengelände, auf Wunsch mit Mast.',
          en: 'Hoist and banner flags for the flagpoles at your premises, with a pole on request.',
        },
        motif: 'flag-pole',
        color: '#991b1b',
      },
      {
        key: 'flag-accessories',
        title: { de: 'Beachflag-Zubehör', en: 'Flag Accessories' },
        description: {
          de: 'Kreuzfüße, Bodenspieße, Wassersäcke und Autoreifenplatten für sicheren Stand.',
          en: 'Cross bases, ground spikes, water bags and car-wheel plates for a secure stand.',
        },
        motif: 'accessories',
        color: '#dc2626',
      },
    ],
  },
  {
    key: 'banners',
    title: { de: 'Banner & Planen', en: 'Banners' },
    description: {
      de: 'Werbebanner und Planen im Großformat, konfektioniert mit Saum, Ösen oder Hohlsaum – für innen und außen.',
      en: 'Large-format banners and tarpaulins, finished with hems, eyelets or pole pockets – for indoor and outdoor use.',
    },
    motif: 'banner',
    color: '#0891b2',
    children: [
      {
        key: 'pvc-banners',
        title: { de: 'PVC-Banner', en: 'PVC Banners' },
        description: {
          de: 'Strapazierfähige Frontlit-Planen, wetterfest und UV-beständig bedruckt.',
          en: 'Hard-wearing frontlit tarpaulins, printed to be weatherproof and UV-resistant.',
        },
        motif: 'banner',
        color: '#0891b2',
      },
      {
        key: 'mesh-banners',
        title: { de: 'Mesh-Banner', en: 'Mesh Banners' },
        description: {
          de: 'Winddurchlässiges Gittergewebe für Fassaden, Gerüste und große Flächen im Freien.',
          en: 'Wind-permeable mesh fabric for facades, scaffolding and large outdoor areas.',
        },
        motif: 'mesh-banner',
        color: '#0e7490',
      },
      {
        key: 'construction-fence-banners',
        title: { de: 'Bauzaunbanner', en: 'Fence Banners' },
        description: {
          de: 'Passgenau für Standard-Bauzäune (341 × 173 cm) – mit Ösen und Kabelbindern.',
          en: 'Made to fit standard construction fences (341 × 173 cm) – with eyelets and cable ties.',
        },
        motif: 'mesh-banner',
        color: '#155e75',
      },
      {
        key: 'fabric-banners',
        title: { de: 'Textilbanner', en: 'Fabric Banners' },
        description: {
          de: 'Edel wirkende Stoffbanner, knitterarm und waschbar – ideal für Innenräume und Bühnen.',
          en: 'High-quality fabric banners, crease-resistant and washable – ideal for interiors and stages.',
        },
        motif: 'banner',
        color: '#06b6d4',
      },
      {
        key: 'facade-banners',
        title: { de: 'Fassadenbanner', en: 'Facade Banners' },
        description: {
          de: 'Großflächige Banner mit Spannsystem für Gebäude, Hallen und Stadionbanden.',
          en: 'Large banners with a tensioning system for buildings, halls and stadium perimeters.',
        },
        motif: 'banner',
        color: '#164e63',
      },
    ],
  },
  {
    key: 'brochure-stands',
    title: { de: 'Prospektständer', en: 'Brochure Stands' },
    description: {
      de: 'Prospektständer für Flyer, Broschüren und Kataloge – für Boden, Tisch und den Außenbereich.',
      en: 'Brochure stands for flyers, leaflets and catalogues – for the floor, the table and outdoor use.',
    },
    motif: 'brochure-stand',
    color: '#65a30d',
    children: [
      {
        key: 'floor-brochure-stands',
        title: { de: 'Bodenständer', en: 'Floor Stands' },
        description: {
          de: 'Freistehende Ständer mit vier bis zwölf Fächern in DIN A4, A5 und DIN lang.',
          en: 'Freestanding stands with four to twelve pockets for A4, A5 and DL formats.',
        },
        motif: 'brochure-stand',
        color: '#65a30d',
      },
      {
        key: 'folding-brochure-stands',
        title: { de: 'Klappbare Ständer', en: 'Folding Stands' },
        description: {
          de: 'Zusammenklappbare Prospektständer in der Tragetasche – perfekt für Messen und Roadshows.',
          en: 'Collapsible brochure stands in a carry bag – perfect for trade fairs and roadshows.',
        },
        motif: 'brochure-stand',
        color: '#4d7c0f',
      },
      {
        key: 'tabletop-brochure-holders',
        title: { de: 'Tischprospekthalter', en: 'Tabletop Holders' },
        description: {
          de: 'Acrylglas-Halter für Theke und Empfang, einzeln oder als Kaskade.',
          en: 'Acrylic holders for counters and receptions, single or as a cascade.',
        },
        motif: 'table-display',
        color: '#84cc16',
      },
      {
        key: 'outdoor-brochure-stands',
        title: { de: 'Outdoor-Prospektständer', en: 'Outdoor Stands' },
        description: {
          de: 'Wetterfeste Ständer mit Regenschutz-Fächern für Eingangsbereiche und Immobilienaushänge.',
          en: 'Weatherproof stands with rain-protected pockets for entrances and property listings.',
        },
        motif: 'brochure-stand',
        color: '#3f6212',
      },
    ],
  },
  {
    key: 'customer-stoppers',
    title: { de: 'Kundenstopper', en: 'A-Boards' },
    description: {
      de: 'Kundenstopper und Plakatständer, die Laufkundschaft auf Ihr Angebot aufmerksam machen – drinnen wie draußen.',
      en: 'A-boards and poster stands that draw passers-by to your offer – indoors and outdoors.',
    },
    motif: 'customer-stopper',
    color: '#ca8a04',
    children: [
      {
        key: 'snap-frame-a-boards',
        title: { de: 'Klapprahmen-Stopper', en: 'Snap-Frame A-Boards' },
        description: {
          de: 'Plakate in Sekunden wechseln: Aluminium-Klapprahmen in DIN A1 und A0.',
          en: 'Change posters in seconds: aluminium snap frames in A1 and A0.',
        },
        motif: 'customer-stopper',
        color: '#ca8a04',
      },
      {
        key: 'wind-resistant-a-boards',
        title: { de: 'Wind-Kundenstopper', en: 'Wind-Resistant Signs' },
        description: {
          de: 'Mit Federmechanik und befüllbarem Fuß – der Kundenstopper bleibt auch bei Böen stehen.',
          en: 'With spring mechanism and fillable base – the sign stays up even in gusty winds.',
        },
        motif: 'customer-stopper',
        color: '#a16207',
      },
      {
        key: 'chalkboards',
        title: { de: 'Kreidetafeln', en: 'Chalkboards' },
        description: {
          de: 'Kreidetafel-Aufsteller für Gastronomie und Einzelhandel, auf Wunsch mit bedrucktem Kopfteil.',
          en: 'Chalkboard A-frames for restaurants and retail, with a printed header on request.',
        },
        motif: 'customer-stopper',
        color: '#854d0e',
      },
      {
        key: 'poster-stands',
        title: { de: 'Plakatständer', en: 'Poster Stands' },
        description: {
          de: 'Plakatdisplays mit Standfuß für Foyer, Schaufenster und Messe.',
          en: 'Poster displays on a base for foyers, shop windows and trade fairs.',
        },
        motif: 'poster-stand',
        color: '#eab308',
      },
    ],
  },
  {
    key: 'light-boxes',
    title: { de: 'Leuchtkästen', en: 'Light Boxes' },
    description: {
      de: 'LED-Leuchtkästen und Leuchtrahmen, die Ihre Botschaft auch im Dunkeln zur Geltung bringen.',
      en: 'LED light boxes and light frames that make your message stand out even in the dark.',
    },
    motif: 'light-box',
    color: '#db2777',
    children: [
      {
        key: 'led-light-boxes',
        title: { de: 'LED-Leuchtkästen', en: 'LED Light Boxes' },
        description: {
          de: 'Ein- oder doppelseitige Leuchtkästen für Wand und Decke mit energiesparender LED-Technik.',
          en: 'Single or double-sided light boxes for walls and ceilings with energy-saving LED technology.',
        },
        motif: 'light-box',
        color: '#db2777',
      },
      {
        key: 'led-snap-frames',
        title: { de: 'LED-Klapprahmen', en: 'LED Snap Frames' },
        description: {
          de: 'Flache Leuchtrahmen mit Klappprofil für schnellen Posterwechsel im Schaufenster.',
          en: 'Slim light frames with a snap profile for quick poster changes in the shop window.',
        },
        motif: 'light-box',
        color: '#be185d',
      },
      {
        key: 'freestanding-light-walls',
        title: { de: 'LED-Leuchtwände', en: 'LED Light Walls' },
        description: {
          de: 'Freistehende Leuchtwände als Blickfang am Messestand oder im Showroom.',
          en: 'Freestanding illuminated walls as an eye-catcher on your stand or in the showroom.',
        },
        motif: 'light-box',
        color: '#9d174d',
      },
      {
        key: 'illuminated-signs',
        title: { de: 'Leuchtschilder', en: 'Illuminated Signs' },
        description: {
          de: 'Hinterleuchtete Firmenschilder und Ausleger für Fassade und Eingang.',
          en: 'Backlit company signs and projecting signs for facades and entrances.',
        },
        motif: 'sign',
        color: '#ec4899',
      },
    ],
  },
  {
    key: 'gazebos',
    title: { de: 'Faltzelte', en: 'Gazebos' },
    description: {
      de: 'Bedruckte Faltzelte in 3 × 3 bis 4 × 8 m – in 60 Sekunden aufgebaut, mit Seitenwänden und Zubehör.',
      en: 'Printed gazebos from 3 × 3 to 4 × 8 m – up in 60 seconds, with side walls and accessories.',
    },
    motif: 'tent',
    color: '#16a34a',
    children: [
      {
        key: 'printed-gazebos',
        title: { de: 'Faltzelte bedruckt', en: 'Printed Gazebos' },
        description: {
          de: 'Stabiles Aluminium-Scherengestell mit individuell bedrucktem Dach und Volant.',
          en: 'Sturdy aluminium scissor frame with a custom-printed roof and valance.',
        },
        motif: 'tent',
        color: '#16a34a',
      },
      {
        key: 'gazebo-side-walls',
        title: { de: 'Seitenwände', en: 'Side Walls' },
        description: {
          de: 'Volle und halbe Seitenwände, mit Reißverschluss, Fenster oder Tür.',
          en: 'Full and half side walls, with zip, window or door.',
        },
        motif: 'tent',
        color: '#15803d',
      },
      {
        key: 'promotional-parasols',
        title: { de: 'Werbeschirme', en: 'Parasols' },
        description: {
          de: 'Bedruckte Sonnenschirme für Gastronomie, Außenbereiche und Events.',
          en: 'Printed parasols for restaurants, outdoor areas and events.',
        },
        motif: 'tent',
        color: '#22c55e',
      },
      {
        key: 'gazebo-accessories',
        title: { de: 'Zeltzubehör', en: 'Gazebo Accessories' },
        description: {
          de: 'Gewichte, Erdnägel, Abspannseile und Rolltaschen für sicheren Stand und bequemen Transport.',
          en: 'Weights, ground pegs, guy ropes and wheeled bags for a secure stand and easy transport.',
        },
        motif: 'accessories',
        color: '#166534',
      },
    ],
  },
  {
    key: 'accessories',
    title: { de: 'Zubehör', en: 'Accessories' },
    description: {
      de: 'Transportkoffer, Strahler, Taschen und Ersatzdrucke – damit Ihr Messeauftritt reibungslos läuft.',
      en: 'Transport cases, spotlights, bags and replacement prints – so your trade-fair appearance runs smoothly.',
    },
    motif: 'accessories',
    color: '#475569',
    children: [
      {
        key: 'transport-cases',
        title: { de: 'Transportkoffer', en: 'Transport Cases' },
        description: {
          de: 'Rollkoffer, die sich mit bedruckter Hülle in eine Theke verwandeln.',
          en: 'Wheeled cases that turn into a counter with a printed wrap.',
        },
        motif: 'accessories',
        color: '#475569',
      },
      {
        key: 'led-spotlights',
        title: { de: 'LED-Strahler', en: 'LED Spotlights' },
        description: {
          de: 'Aufsteckstrahler für Pop-up- und Textilwände – hell, leicht und sparsam.',
          en: 'Clip-on spotlights for pop-up and fabric walls – bright, light and economical.',
        },
        motif: 'accessories',
        color: '#334155',
      },
      {
        key: 'carry-bags',
        title: { de: 'Taschen', en: 'Carry Bags' },
        description: {
          de: 'Gepolsterte Trage- und Rolltaschen für Roll-Ups, Beachflags und Rahmensysteme.',
          en: 'Padded carry and wheeled bags for roll-ups, beach flags and frame systems.',
        },
        motif: 'accessories',
        color: '#64748b',
      },
      {
        key: 'replacement-prints',
        title: { de: 'Ersatzdrucke', en: 'Replacement Prints' },
        description: {
          de: 'Neue Motive für vorhandene Displays: Roll-Up-Drucke, Paneele und Textilbezüge nach Maß.',
          en: 'New graphics for existing displays: roll-up prints, panels and fabric covers made to measure.',
        },
        motif: 'banner',
        color: '#1e293b',
      },
    ],
  },
]
