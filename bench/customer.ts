import { BenchError, type BenchPages, type Shop } from './shop.ts'

// The bench's logged-in customer (decision 0060's pages and the cart): registered over the API.

/** A registered customer with the demo product in their cart: their API token and cookies. */
export interface BenchCustomer {
  token: string
  /** The guest's cookies plus the session cookie (`nl_session`). */
  cookie: string
}

/**
 * Registers a customer over the API (one per shop start: the shop allows ten registrations an
 * hour per address) and puts the demo product into their cart twice, in two configurations.
 */
export async function benchCustomer(shop: Shop, pages: BenchPages): Promise<BenchCustomer> {
  const call = async <T>(method: string, url: string, token?: string, body?: unknown) => {
    const response = await fetch(`${shop.base}/api/v1${url}`, {
      method,
      headers: {
        accept: 'application/json',
        'accept-language': 'de',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    if (!response.ok) throw new BenchError(`${method} ${url} answered ${response.status}`)
    return ((await response.json()) as { body: T }).body
  }
  const tag = `bench-${Date.now()}`
  const { access_token: token } = await call<{ access_token: string }>(
    'POST',
    '/user/auth/register',
    undefined,
    {
      company: 'Bench Messebau',
      gender: 'female',
      first_name: 'Bea',
      last_name: 'Bench',
      address: 'Hafenstraße 5',
      postcode: '20457',
      city: 'Hamburg',
      country_id: 18,
      email: `${tag}@example.com`,
      phone: `+49 40 ${String(Date.now()).slice(-8)}`,
      password: 'Sicher1234',
      password_confirmation: 'Sicher1234',
    },
  )
  const id = pages.demoProductId
  const infos = await call<{ working_day: { duration_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/infos/${id}`,
  )
  const options = await call<{ combinations: { combination_id: number }[] }>(
    'GET',
    `/user/site/detail-page/product/optionsid/${id}`,
  )
  for (const combination of options.combinations.slice(0, 2)) {
    await call('POST', `/user/site/cart/add/${id}`, token, {
      quantity: 2,
      combination_id: combination.combination_id,
      duration_id: infos.working_day[0]!.duration_id,
      services: [],
    })
  }
  return { token, cookie: `${pages.guestCookie}; nl_session=${token}` }
}
