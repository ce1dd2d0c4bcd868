import { clientIp } from '../auth/client-ip.server';
import type { BrokerService } from './brokers.server';
import { clickOutTarget, sameOriginReferrerPath } from './directory.server';

const commonHeaders = {
  // A counter URL, not content: keep it out of search indexes and shared caches.
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
};

/** HEAD requests and browser prefetches are not clicks. */
function isPrefetch(request: Request): boolean {
  if (request.method === 'HEAD') return true;
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  return /prefetch|prerender/i.test(purpose);
}

/**
 * /go/:id — records a click-out and redirects to the broker's referral link (else its website).
 *
 * A GET with a side effect, on purpose: it is a click counter behind an ordinary link (the card's
 * "Start Trading"), not a change of state a visitor controls or could be tricked into; a prefetch or
 * a crawler can at worst add a count, and crawlers are told not to follow it.
 */
export async function clickOut(
  service: BrokerService,
  id: string | undefined,
  request: Request,
  context: unknown,
): Promise<Response> {
  const broker = id ? await service.getById(id) : null;
  const target = broker?.isActive ? clickOutTarget(broker) : null;
  if (!broker || !target) {
    return new Response('Broker not found', {
      status: 404,
      headers: { ...commonHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (!isPrefetch(request)) {
    const ip = clientIp(request, context);
    await service.recordClick({
      brokerId: broker.id,
      ip: ip === 'unknown' ? null : ip,
      referrerPath: sameOriginReferrerPath(request),
    });
  }
  return new Response(null, {
    status: 302,
    headers: {
      ...commonHeaders,
      Location: target,
      // The broker learns the visit came through us from the referral link, not from our page URL.
      'Referrer-Policy': 'no-referrer',
    },
  });
}
