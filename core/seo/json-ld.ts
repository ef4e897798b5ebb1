// Structured data for search engines (schema.org as JSON-LD).

export interface OrganizationInput {
  name: string
  legalName: string
  url: string
  logo: string
  phone: string
  email: string
  street: string
  postcode: string
  city: string
}

/** SHOP-5: contact data and the opening hours Mon to Fri, 08:30 to 17:00. */
export function organizationJsonLd(org: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: org.name,
    legalName: org.legalName,
    url: org.url,
    logo: org.logo,
    email: org.email,
    telephone: org.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: org.street,
      postalCode: org.postcode,
      addressLocality: org.city,
      addressCountry: 'DE',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: org.phone,
      email: org.email,
      availableLanguage: ['German', 'English'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:30',
        closes: '17:00',
      },
    },
  }
}

export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** A product with its lowest net price (B2B: prices plus VAT, SHOP-1). */
export function productJsonLd(product: {
  name: string
  description: string
  url: string
  images: string[]
  sku: string
  priceCents: number
  brand: string
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: product.images,
    sku: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      priceCurrency: 'EUR',
      price: (product.priceCents / 100).toFixed(2),
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: (product.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: false,
      },
    },
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
