import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { refreshSearchWords } from '#server/modules/catalog/product-search.ts'

// A large catalogue for the benchmark, written with set-based SQL (a few statements, not one per
// product): `topMenus` categories with `subMenus` subcategories each, and `products` products,
// every one with two options of two values (four combinations), three durations, two tiers and
// an image. Product images reuse the demo drawings.

export interface LargeCatalogOptions {
  topMenus: number
  subMenus: number
  products: number
}

export async function seedLargeCatalog(db: Db, options: LargeCatalogOptions): Promise<void> {
  const { topMenus, subMenus, products } = options
  const subTotal = topMenus * subMenus
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into menus (key, parent_id, position, title, description, slug_de, slug_en, thumbnail)
      select 'bench-top-' || i, null, 100 + i,
        jsonb_build_object('de', 'Bereich ' || i, 'en', 'Range ' || i),
        jsonb_build_object('de', 'Testbereich ' || i, 'en', 'Test range ' || i),
        'bereich-' || i, 'range-' || i, 'menus/roll-up-displays'
      from generate_series(1, ${topMenus}) as i
      on conflict do nothing`)
    await tx.execute(sql`
      insert into menus (key, parent_id, position, title, description, slug_de, slug_en, thumbnail)
      select 'bench-sub-' || j, top.id, j,
        jsonb_build_object('de', 'Gruppe ' || j, 'en', 'Group ' || j),
        jsonb_build_object('de', 'Testgruppe ' || j, 'en', 'Test group ' || j),
        'gruppe-' || j, 'group-' || j, 'menus/roll-up-standard'
      from generate_series(1, ${subTotal}) as j
      join menus top on top.key = 'bench-top-' || (1 + (j - 1) % ${topMenus})
      on conflict do nothing`)
    await tx.execute(sql`
      insert into products (key, type, default_menu_id, title, slug_de, slug_en, feature_desc,
        meta_description, from_price_cents, keywords, position)
      select 'bench-' || i, 1, sub.id,
        jsonb_build_object('de', (array['Roll-Up', 'Messewand', 'Beachflag', 'Theke', 'Banner'])[1 + i % 5] || ' Modell ' || i,
                           'en', (array['Roll-Up', 'Exhibition wall', 'Beach flag', 'Counter', 'Banner'])[1 + i % 5] || ' model ' || i),
        'modell-' || i, 'model-' || i,
        jsonb_build_object('de', 'Testprodukt ' || i, 'en', 'Test product ' || i),
        jsonb_build_object('de', 'Testprodukt ' || i, 'en', 'Test product ' || i),
        4900 + (i * 37) % 50000,
        (array['rollup', 'messewand faltdisplay', 'beachflag', 'theke counter', 'banner plane'])[1 + i % 5],
        i
      from generate_series(1, ${products}) as i
      join menus sub on sub.key = 'bench-sub-' || (1 + (i - 1) % ${subTotal})
      on conflict do nothing`)
    await tx.execute(sql`
      insert into product_menus (product_id, menu_id, position)
      select id, default_menu_id, position from products where key like 'bench-%'
      on conflict do nothing`)
    await tx.execute(sql`
      insert into product_options (product_id, title, position)
      select p.id, jsonb_build_object('de', o.de, 'en', o.en), o.position
      from products p
      cross join (values ('Breite', 'Width', 0), ('Material', 'Material', 1)) as o(de, en, position)
      where p.key like 'bench-%'`)
    await tx.execute(sql`
      insert into product_option_values (option_id, title, position)
      select o.id, jsonb_build_object('de', 'Wert ' || v, 'en', 'Value ' || v), v
      from product_options o join products p on p.id = o.product_id
      cross join generate_series(0, 1) as v
      where p.key like 'bench-%'`)
    await tx.execute(sql`
      insert into product_combinations (product_id, price_cents, real_price_cents, is_default)
      select p.id, p.from_price_cents + c * 1000, c * 250, c = 0
      from products p cross join generate_series(0, 3) as c
      where p.key like 'bench-%'`)
    // Combination number c (0..3) takes value (c / 2) of option 0 and value (c % 2) of option 1.
    await tx.execute(sql`
      insert into combination_values (combination_id, option_value_id)
      select pc.id, v.id
      from (select id, product_id, row_number() over (partition by product_id order by id) - 1 as c
            from product_combinations
            where product_id in (select id from products where key like 'bench-%')) pc
      join product_options o on o.product_id = pc.product_id
      join product_option_values v on v.option_id = o.id
       and v.position = case when o.position = 0 then pc.c / 2 else pc.c % 2 end`)
    await tx.execute(sql`
      insert into product_durations (product_id, title, working_days, surcharge_percent, position)
      select p.id, jsonb_build_object('de', d.de, 'en', d.en), d.days, d.percent, d.position
      from products p
      cross join (values ('Standard', 'Standard', 5, 0, 0), ('Express', 'Express', 3, 25, 1),
                         ('24 Stunden', '24 hours', 1, 50, 2)) as d(de, en, days, percent, position)
      where p.key like 'bench-%'`)
    await tx.execute(sql`
      insert into discount_tiers (product_id, min_quantity, percent)
      select p.id, t.q, t.pct from products p
      cross join (values (5, 5), (10, 10)) as t(q, pct)
      where p.key like 'bench-%'
      on conflict do nothing`)
    await tx.execute(sql`
      insert into product_images (product_id, path, width, height, alt, position)
      select id, 'products/roll-up-basic-1', 1280, 960, title, 0
      from products where key like 'bench-%'`)
  })
  await refreshSearchWords(db)
  await db.execute(sql`analyze`)
}
