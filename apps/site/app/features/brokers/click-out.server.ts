import { isbot } from 'isbot';
import { type Peer, clientIp } from '~/platform/http/client-ip.server';
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
 * Known crawlers and HTTP libraries (isbot's list) are not visitors: security finding "click-out
 * counting". A missing User-Agent is not on the list and still counts (the per-IP window bounds it).
 */
function isBot(request: Request): boolean {
  return isbot(request.headers.get('user-agent'));
}

/**
 * /go/:id — records a click-out and redirects to the broker's referral link (else its website).
 *
 * A GET with a side effect, on purpose: it is a click counter behind an ordinary link (the card's
 * "Start Trading"), not a change of state a visitor controls or could be tricked into; an unmarked
 * prefetch can at worst add a count, known crawlers are not counted and are told not to follow it, and
 * anyone counts at most once per broker and 30 minutes (recordClick). A stored target with control
 * characters answers 404 like an inactive broker, never a 500 (clickOutTarget).
 */
export async function clickOut(
  service: BrokerService,
  id: string | undefined,
  request: Request,
  context: Peer,
): Promise<Response> {
  const broker = id ? await service.getById(id) : null;
  const target = broker?.isActive ? clickOutTarget(broker) : null;
  if (!broker || !target) {
    return new Response('Broker not found', {
      status: 404,
      headers: { ...commonHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  if (!isPrefetch(request) && !isBot(request)) {
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
