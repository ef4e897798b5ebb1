import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isoWithOffset } from '#core/delivery-date/plan-backwards.ts'
import type { MessageKey } from '#core/i18n/translate.ts'
import type { DeadlineTarget } from '#server/modules/delivery/deadlines.ts'
import type { Services } from '#server/services.ts'
import { envelope, errorResponses, idParam } from './shapes.ts'

// FAIR-PLAN-7 (decision 0051): the trade-fair planner's deadlines of a product for a day and a
// destination country. The rule lives in core (planBackwards), its inputs in the delivery
// module; this route parses and shapes.

const TARGET_INVALID = 'fairPlan.targetInvalid' satisfies MessageKey
const TARGET_CHOICE = 'fairPlan.targetChoice' satisfies MessageKey

const deadline = z.object({
  duration_id: z.number().int(),
  title: z.string(),
  latest_order_at: z.string().describe('ISO 8601 with the offset of German time; order before it'),
  latest_approval_at: z
    .string()
    .describe('ISO 8601 with offset; print data approved before it (production starts then)'),
  ships_on: z.string().describe('YYYY-MM-DD'),
  arrives_on: z.string().describe('YYYY-MM-DD; on or before the target day'),
  fits: z.boolean().describe('an order placed now arrives by the target day'),
})

export function deadlinesRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/site/detail-page/product/deadline/:id',
      {
        schema: {
          tags: ['products'],
          summary:
            'Trade-fair planner: per production time, the latest moments to order and to approve the print data for goods to arrive by a day',
          params: z.object({ id: idParam }),
          // FAIR-PLAN-7, FAIR-TGT-1: a day and a country, or a fair (its last goods-acceptance day
          // and its venue's country). One of the two, not both.
          querystring: z
            .object({
              date: z
                .string({ error: TARGET_INVALID })
                .regex(/^\d{4}-\d{2}-\d{2}$/, { error: TARGET_INVALID })
                .optional()
                .describe('the day the goods must be there, YYYY-MM-DD (today to a year ahead)'),
              country_id: idParam.optional().describe('the destination country (with `date`)'),
              fair_id: idParam
                .optional()
                .describe('a trade fair instead of `date` and `country_id`'),
            })
            .superRefine((query, ctx) => {
              const byDay = query.date !== undefined || query.country_id !== undefined
              if (query.fair_id !== undefined) {
                if (byDay)
                  ctx.addIssue({ code: 'custom', message: TARGET_CHOICE, path: ['fair_id'] })
                return
              }
              if (query.date === undefined) {
                ctx.addIssue({ code: 'custom', message: TARGET_INVALID, path: ['date'] })
              }
              if (query.country_id === undefined) {
                ctx.addIssue({ code: 'custom', message: TARGET_CHOICE, path: ['country_id'] })
              }
            }),
          response: { 200: envelope(z.array(deadline)), ...errorResponses },
        },
      },
      async (request) => {
        const { date, country_id: countryId, fair_id: fairId } = request.query
        const target: DeadlineTarget =
          fairId !== undefined
            ? { kind: 'fair', fairId }
            : { kind: 'date', date: date ?? '', countryId: countryId ?? 0 }
        const plans = await services.deadlines.forProduct(request.params.id, target, request.locale)
        return {
          body: plans.map((plan) => ({
            duration_id: plan.durationId,
            title: plan.title,
            latest_order_at: isoWithOffset(plan.latestOrderAt),
            latest_approval_at: isoWithOffset(plan.latestApprovalAt),
            ships_on: plan.shipsOn,
            arrives_on: plan.arrivesOn,
            fits: plan.fits,
          })),
        }
      },
    )
  }
}
