import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Agent, buildConnector } from 'undici';

/** A request refused because its host is, or resolves to, a non-public address. */
export class RefusedAddressError extends Error {}

type Network = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** `127.0.0.1/32, ::1` as networks (a bare address is a network of one); throws on a bad entry. */
export function parseNetworks(list: string): Network[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (ipaddr.isValidCIDR(entry)) return ipaddr.parseCIDR(entry);
      const address = ipaddr.parse(entry);
      return [address, address.kind() === 'ipv4' ? 32 : 128] as Network;
    });
}

/** Whether every entry of a comma-separated list is an address or a CIDR network. */
export const isNetworkList = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .every((entry) => ipaddr.isValidCIDR(entry) || ipaddr.isValid(entry));

/**
 * Which addresses job sources may reach (docs/product.md#job-sources): public unicast only
 * (ipaddr.js's ranges: no loopback, private, link-local, unique-local, carrier-grade NAT,
 * metadata, multicast, reserved, or IPv6 forms embedding an IPv4 address), unless an allowed
 * network lists the address. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export class AddressGuard {
  constructor(private readonly allowed: Network[]) {}

  /** Why `address` may not be reached (its range's name), or null when it may. */
  refusal(address: string): string | null {
    const ip = ipaddr.process(address.replace(/^\[|\]$/g, ''));
    const allowed = this.allowed.some(
      ([network, bits]) => network.kind() === ip.kind() && ip.match(network, bits),
    );
    if (allowed) return null;
    const range = ip.range();
    return range === 'unicast' ? null : range;
  }

  /** Throws RefusedAddressError when `address` (of `host`) may not be reached. */
  check(host: string, address: string): void {
    const range = this.refusal(address);
    if (range === null) return;
    const what = host === address ? `${address} is` : `${host} resolves to ${address},`;
    throw new RefusedAddressError(
      `${what} a ${range} address; job sources may only reach public addresses`,
    );
  }

  /**
   * The URL's scheme and host checked before saving (the connection checks again, as names can
   * change what they resolve to): only http(s); the host's every current address must be public.
   * A name that does not resolve now passes (a run records the failure).
   */
  async checkUrl(url: URL): Promise<void> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RefusedAddressError(`${url.protocol} URLs are not fetched; use http or https`);
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host)) return this.check(host, host);
    let addresses: LookupAddress[];
    try {
      addresses = await new Promise((resolve, reject) =>
        dnsLookup(host, { all: true }, (err, found) => (err ? reject(err) : resolve(found))),
      );
    } catch {
      return;
    }
    for (const { address } of addresses) this.check(host, address);
  }

  /**
   * An undici dispatcher whose every connection (redirects included) checks the address it
   * actually connects to: a literal address before connecting, a name's addresses as the
   * connection resolves them, so a name that changes its answer after a check cannot slip
   * through. undici is loaded here, at a process's first fetch of a job source, not at start.
   */
  async agent(connectTimeoutMs: number): Promise<Agent> {
    const { Agent, buildConnector } = await import('undici');
    const lookup = (
      hostname: string,
      options: LookupOptions,
      callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) => {
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, []);
        try {
          for (const { address } of addresses) this.check(hostname, address);
        } catch (refused) {
          return callback(refused as Error, []);
        }
        if (options.all) return callback(null, addresses);
        callback(null, addresses[0].address, addresses[0].family);
      });
    };
    const connect = buildConnector({
      timeout: connectTimeoutMs,
      lookup,
    } as buildConnector.BuildOptions);
    return new Agent({
      connect: (options, callback) => {
        const host = options.hostname.replace(/^\[|\]$/g, '');
        if (isIP(host)) {
          try {
            this.check(host, host);
          } catch (refused) {
            return callback(refused as Error, null);
          }
        }
        return connect(options, callback);
      },
    });
  }
}
